; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, mul_dist_add, transpose2_add, transpose2_mul, transpose_idkernel2
; z3 rlimit used: 75498
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x40 (add Y X)))
 (let ((?x39 (add X Y)))
 (= ?x39 ?x40))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x49 (add (mul X Y) (mul X Z))))
 (let ((?x39 (add Y Z)))
 (let ((?x46 (mul X ?x39)))
 (= ?x46 ?x49)))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x62 (transpose2 p0 p1 Y)))
 (let ((?x61 (transpose2 p0 p1 X)))
 (let ((?x63 (add ?x61 ?x62)))
 (let ((?x60 (transpose2 p0 p1 (add X Y))))
 (let (($x64 (= ?x60 ?x63)))
 (let (($x57 (and (>= p0 0) (>= p1 0))))
 (=> $x57 $x64))))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x62 (transpose2 p0 p1 Y)))
 (let ((?x61 (transpose2 p0 p1 X)))
 (let ((?x74 (mul ?x61 ?x62)))
 (let ((?x73 (transpose2 p0 p1 (mul X Y))))
 (let (($x75 (= ?x73 ?x74)))
 (let (($x57 (and (>= p0 0) (>= p1 0))))
 (=> $x57 $x75))))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (add (idkernel2 sym_c) (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x99 (transpose2 1 0 in_w1)))
 (let ((?x92 (idkernel2 sym_c)))
 (let ((?x106 (add ?x92 ?x99)))
 (let ((?x113 (mul ?x99 ?x106)))
 (= (rank ?x113) 2))))))
(assert
 (let ((?x99 (transpose2 1 0 in_w1)))
 (let ((?x92 (idkernel2 sym_c)))
 (let ((?x106 (add ?x92 ?x99)))
 (let ((?x113 (mul ?x99 ?x106)))
 (= (dim ?x113 0) sym_c))))))
(assert
 (let ((?x99 (transpose2 1 0 in_w1)))
 (let ((?x92 (idkernel2 sym_c)))
 (let ((?x106 (add ?x92 ?x99)))
 (let ((?x113 (mul ?x99 ?x106)))
 (= (dim ?x113 1) sym_c))))))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (mul in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (mul in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (mul in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x92 (idkernel2 sym_c)))
 (let ((?x120 (add in_w1 ?x92)))
 (let ((?x127 (mul in_w1 ?x120)))
 (let ((?x134 (transpose2 1 0 ?x127)))
 (= (rank ?x134) 2))))))
(assert
 (let ((?x92 (idkernel2 sym_c)))
 (let ((?x120 (add in_w1 ?x92)))
 (let ((?x127 (mul in_w1 ?x120)))
 (let ((?x134 (transpose2 1 0 ?x127)))
 (= (dim ?x134 0) sym_c))))))
(assert
 (let ((?x92 (idkernel2 sym_c)))
 (let ((?x120 (add in_w1 ?x92)))
 (let ((?x127 (mul in_w1 ?x120)))
 (let ((?x134 (transpose2 1 0 ?x127)))
 (= (dim ?x134 1) sym_c))))))
(assert
 (let ((?x92 (idkernel2 sym_c)))
(let ((?x120 (add in_w1 ?x92)))
(let ((?x127 (mul in_w1 ?x120)))
(let ((?x134 (transpose2 1 0 ?x127)))
(let ((?x99 (transpose2 1 0 in_w1)))
(let ((?x106 (add ?x92 ?x99)))
(let ((?x113 (mul ?x99 ?x106)))
(and (distinct ?x113 ?x134) true)))))))))
(check-sat)
