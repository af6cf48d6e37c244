; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_ones2
; z3 rlimit used: 111025
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x14 (concat ax X Y)))
 (let ((?x15 (relu ?x14)))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x11 (>= (rank Y) 1)))
 (let (($x8 (>= (rank X) 1)))
 (let (($x12 (and $x8 $x11)))
 (=> $x12 $x19)))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x14 (concat ax B C)))
 (let ((?x50 (concat ax A ?x14)))
 (let ((?x49 (concat ax (concat ax A B) C)))
 (let (($x51 (= ?x49 ?x50)))
 (let (($x11 (>= (rank C) 1)))
 (let (($x8 (>= (rank B) 1)))
 (let (($x47 (and (>= (rank A) 1) $x8 $x11)))
 (=> $x47 $x51)))))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x63 (ones2 a b)))
 (let ((?x64 (relu ?x63)))
 (let (($x65 (= ?x64 ?x63)))
 (let (($x62 (and (>= a 1) (>= b 1))))
 (=> $x62 $x65))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank (ones2 sym_n sym_c3)) 2))
(assert
 (= (dim (ones2 sym_n sym_c3) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c3) 1) sym_c3))
(assert
 (= (rank (concat 1 in_x1 (ones2 sym_n sym_c3))) 2))
(assert
 (= (dim (concat 1 in_x1 (ones2 sym_n sym_c3)) 0) sym_n))
(assert
 (let ((?x110 (+ sym_c sym_c3)))
 (let ((?x97 (ones2 sym_n sym_c3)))
 (let ((?x104 (concat 1 in_x1 ?x97)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x110))))))
(assert
 (= (rank (relu (concat 1 in_x1 (ones2 sym_n sym_c3)))) 2))
(assert
 (= (dim (relu (concat 1 in_x1 (ones2 sym_n sym_c3))) 0) sym_n))
(assert
 (let ((?x110 (+ sym_c sym_c3)))
 (let ((?x97 (ones2 sym_n sym_c3)))
 (let ((?x104 (concat 1 in_x1 ?x97)))
 (let ((?x112 (relu ?x104)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x110)))))))
(assert
 (let ((?x97 (ones2 sym_n sym_c3)))
 (let ((?x104 (concat 1 in_x1 ?x97)))
 (let ((?x112 (relu ?x104)))
 (let ((?x119 (concat 1 ?x112 in_x2)))
 (= (rank ?x119) 2))))))
(assert
 (let ((?x97 (ones2 sym_n sym_c3)))
 (let ((?x104 (concat 1 in_x1 ?x97)))
 (let ((?x112 (relu ?x104)))
 (let ((?x119 (concat 1 ?x112 in_x2)))
 (= (dim ?x119 0) sym_n))))))
(assert
 (let ((?x125 (+ sym_c sym_c3 sym_c2)))
 (let ((?x97 (ones2 sym_n sym_c3)))
 (let ((?x104 (concat 1 in_x1 ?x97)))
 (let ((?x112 (relu ?x104)))
 (let ((?x119 (concat 1 ?x112 in_x2)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x125))))))))
(assert
 (let ((?x110 (+ sym_c sym_c3)))
 (>= ?x110 0)))
(assert
 (let ((?x125 (+ sym_c sym_c3 sym_c2)))
 (>= ?x125 0)))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (concat 1 (ones2 sym_n sym_c3) in_x2)) 2))
(assert
 (= (dim (concat 1 (ones2 sym_n sym_c3) in_x2) 0) sym_n))
(assert
 (let ((?x97 (ones2 sym_n sym_c3)))
 (let ((?x136 (concat 1 ?x97 in_x2)))
 (let ((?x141 (dim ?x136 1)))
 (= ?x141 (+ sym_c3 sym_c2))))))
(assert
 (let ((?x97 (ones2 sym_n sym_c3)))
 (let ((?x136 (concat 1 ?x97 in_x2)))
 (let ((?x129 (relu in_x1)))
 (let ((?x144 (concat 1 ?x129 ?x136)))
 (= (rank ?x144) 2))))))
(assert
 (let ((?x97 (ones2 sym_n sym_c3)))
 (let ((?x136 (concat 1 ?x97 in_x2)))
 (let ((?x129 (relu in_x1)))
 (let ((?x144 (concat 1 ?x129 ?x136)))
 (= (dim ?x144 0) sym_n))))))
(assert
 (let ((?x125 (+ sym_c sym_c3 sym_c2)))
 (let ((?x97 (ones2 sym_n sym_c3)))
 (let ((?x136 (concat 1 ?x97 in_x2)))
 (let ((?x129 (relu in_x1)))
 (let ((?x144 (concat 1 ?x129 ?x136)))
 (let ((?x149 (dim ?x144 1)))
 (= ?x149 ?x125))))))))
(assert
 (let ((?x97 (ones2 sym_n sym_c3)))
(let ((?x136 (concat 1 ?x97 in_x2)))
(let ((?x129 (relu in_x1)))
(let ((?x144 (concat 1 ?x129 ?x136)))
(let ((?x104 (concat 1 in_x1 ?x97)))
(let ((?x112 (relu ?x104)))
(let ((?x119 (concat 1 ?x112 in_x2)))
(and (distinct ?x119 ?x144) true)))))))))
(check-sat)
