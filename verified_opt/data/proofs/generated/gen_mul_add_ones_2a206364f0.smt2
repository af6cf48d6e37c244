; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc, add_comm, mul_dist_add, mul_ones2
; z3 rlimit used: 77894
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x16 (mul X (ones2 a b))))
 (let (($x17 (= ?x16 X)))
 (let (($x14 (and (= (dim X 0) a) (= (dim X 1) b))))
 (=> $x14 $x17)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x44 (add Y X)))
 (let ((?x43 (add X Y)))
 (= ?x43 ?x44))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x43 (add Y Z)))
 (let ((?x51 (add X ?x43)))
 (let ((?x50 (add (add X Y) Z)))
 (= ?x50 ?x51)))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x59 (add (mul X Y) (mul X Z))))
 (let ((?x43 (add Y Z)))
 (let ((?x56 (mul X ?x43)))
 (= ?x56 ?x59)))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (add in_x1 (mul in_x1 in_x2))) 2))
(assert
 (= (dim (add in_x1 (mul in_x1 in_x2)) 0) sym_n))
(assert
 (= (dim (add in_x1 (mul in_x1 in_x2)) 1) sym_c))
(assert
 (= (rank (add (mul in_x1 in_x2) (add in_x1 (mul in_x1 in_x2)))) 2))
(assert
 (let ((?x83 (mul in_x1 in_x2)))
 (let ((?x90 (add in_x1 ?x83)))
 (let ((?x97 (add ?x83 ?x90)))
 (= (dim ?x97 0) sym_n)))))
(assert
 (let ((?x83 (mul in_x1 in_x2)))
 (let ((?x90 (add in_x1 ?x83)))
 (let ((?x97 (add ?x83 ?x90)))
 (= (dim ?x97 1) sym_c)))))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (add in_x2 (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (add in_x2 (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (= (dim (add in_x2 (ones2 sym_n sym_c)) 1) sym_c))
(assert
 (= (rank (add in_x2 (add in_x2 (ones2 sym_n sym_c)))) 2))
(assert
 (= (dim (add in_x2 (add in_x2 (ones2 sym_n sym_c))) 0) sym_n))
(assert
 (= (dim (add in_x2 (add in_x2 (ones2 sym_n sym_c))) 1) sym_c))
(assert
 (let ((?x104 (ones2 sym_n sym_c)))
 (let ((?x111 (add in_x2 ?x104)))
 (let ((?x118 (add in_x2 ?x111)))
 (let ((?x125 (mul in_x1 ?x118)))
 (= (rank ?x125) 2))))))
(assert
 (let ((?x104 (ones2 sym_n sym_c)))
 (let ((?x111 (add in_x2 ?x104)))
 (let ((?x118 (add in_x2 ?x111)))
 (let ((?x125 (mul in_x1 ?x118)))
 (= (dim ?x125 0) sym_n))))))
(assert
 (let ((?x104 (ones2 sym_n sym_c)))
 (let ((?x111 (add in_x2 ?x104)))
 (let ((?x118 (add in_x2 ?x111)))
 (let ((?x125 (mul in_x1 ?x118)))
 (= (dim ?x125 1) sym_c))))))
(assert
 (let ((?x104 (ones2 sym_n sym_c)))
(let ((?x111 (add in_x2 ?x104)))
(let ((?x118 (add in_x2 ?x111)))
(let ((?x125 (mul in_x1 ?x118)))
(let ((?x83 (mul in_x1 in_x2)))
(let ((?x90 (add in_x1 ?x83)))
(let ((?x97 (add ?x83 ?x90)))
(and (distinct ?x97 ?x125) true)))))))))
(check-sat)
