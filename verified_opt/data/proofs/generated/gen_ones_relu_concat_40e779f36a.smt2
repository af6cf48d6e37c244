; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_ones2
; z3 rlimit used: 111289
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
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
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
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank (ones2 sym_n sym_c2)) 2))
(assert
 (= (dim (ones2 sym_n sym_c2) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c2) 1) sym_c2))
(assert
 (= (rank (relu in_w1)) 2))
(assert
 (= (dim (relu in_w1) 0) sym_c))
(assert
 (= (dim (relu in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 (ones2 sym_n sym_c2) (relu in_w1))) 2))
(assert
 (let ((?x106 (+ sym_n sym_c)))
 (let ((?x95 (relu in_w1)))
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x102 (concat 0 ?x88 ?x95)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x106)))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c2) (relu in_w1)) 1) sym_c2))
(assert
 (let ((?x95 (relu in_w1)))
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x102 (concat 0 ?x88 ?x95)))
 (let ((?x110 (concat 0 ?x95 ?x102)))
 (= (rank ?x110) 2))))))
(assert
 (let ((?x114 (* 2 sym_c)))
 (let ((?x115 (+ ?x114 sym_n)))
 (let ((?x95 (relu in_w1)))
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x102 (concat 0 ?x88 ?x95)))
 (let ((?x110 (concat 0 ?x95 ?x102)))
 (let ((?x113 (dim ?x110 0)))
 (= ?x113 ?x115)))))))))
(assert
 (let ((?x95 (relu in_w1)))
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x102 (concat 0 ?x88 ?x95)))
 (let ((?x110 (concat 0 ?x95 ?x102)))
 (= (dim ?x110 1) sym_c2))))))
(assert
 (let ((?x106 (+ sym_n sym_c)))
 (>= ?x106 0)))
(assert
 (let ((?x114 (* 2 sym_c)))
 (let ((?x115 (+ ?x114 sym_n)))
 (>= ?x115 0))))
(assert
 (= (rank (concat 0 in_w1 (ones2 sym_n sym_c2))) 2))
(assert
 (let ((?x125 (+ sym_c sym_n)))
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x121 (concat 0 in_w1 ?x88)))
 (let ((?x124 (dim ?x121 0)))
 (= ?x124 ?x125))))))
(assert
 (= (dim (concat 0 in_w1 (ones2 sym_n sym_c2)) 1) sym_c2))
(assert
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x121 (concat 0 in_w1 ?x88)))
 (let ((?x129 (concat 0 ?x121 in_w1)))
 (= (rank ?x129) 2)))))
(assert
 (let ((?x114 (* 2 sym_c)))
 (let ((?x115 (+ ?x114 sym_n)))
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x121 (concat 0 in_w1 ?x88)))
 (let ((?x129 (concat 0 ?x121 in_w1)))
 (let ((?x132 (dim ?x129 0)))
 (= ?x132 ?x115))))))))
(assert
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x121 (concat 0 in_w1 ?x88)))
 (let ((?x129 (concat 0 ?x121 in_w1)))
 (= (dim ?x129 1) sym_c2)))))
(assert
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x121 (concat 0 in_w1 ?x88)))
 (let ((?x129 (concat 0 ?x121 in_w1)))
 (let ((?x136 (relu ?x129)))
 (= (rank ?x136) 2))))))
(assert
 (let ((?x114 (* 2 sym_c)))
 (let ((?x115 (+ ?x114 sym_n)))
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x121 (concat 0 in_w1 ?x88)))
 (let ((?x129 (concat 0 ?x121 in_w1)))
 (let ((?x136 (relu ?x129)))
 (let ((?x139 (dim ?x136 0)))
 (= ?x139 ?x115)))))))))
(assert
 (let ((?x88 (ones2 sym_n sym_c2)))
 (let ((?x121 (concat 0 in_w1 ?x88)))
 (let ((?x129 (concat 0 ?x121 in_w1)))
 (let ((?x136 (relu ?x129)))
 (= (dim ?x136 1) sym_c2))))))
(assert
 (let ((?x88 (ones2 sym_n sym_c2)))
(let ((?x121 (concat 0 in_w1 ?x88)))
(let ((?x129 (concat 0 ?x121 in_w1)))
(let ((?x136 (relu ?x129)))
(let ((?x95 (relu in_w1)))
(let ((?x102 (concat 0 ?x88 ?x95)))
(let ((?x110 (concat 0 ?x95 ?x102)))
(and (distinct ?x110 ?x136) true)))))))))
(check-sat)
