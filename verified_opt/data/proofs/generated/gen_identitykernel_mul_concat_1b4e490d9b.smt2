; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 111941
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_w3 () T)
(declare-fun idkernel2 (Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x28 (concat ax (mul A C) (mul B D))))
 (let ((?x25 (mul (concat ax A B) (concat ax C D))))
 (let (($x29 (= ?x25 ?x28)))
 (let (($x22 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1) (>= (rank D) 1))))
 (=> $x22 $x29))))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank in_w3) 2))
(assert
 (= (dim in_w3 0) sym_c))
(assert
 (= (dim in_w3 1) sym_c2))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (mul in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (mul in_w3 in_w2)) 2))
(assert
 (= (dim (mul in_w3 in_w2) 0) sym_c))
(assert
 (= (dim (mul in_w3 in_w2) 1) sym_c2))
(assert
 (let ((?x95 (mul in_w3 in_w2)))
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x88 (mul in_w1 ?x81)))
 (let ((?x102 (concat 1 ?x88 ?x95)))
 (= (rank ?x102) 2))))))
(assert
 (let ((?x95 (mul in_w3 in_w2)))
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x88 (mul in_w1 ?x81)))
 (let ((?x102 (concat 1 ?x88 ?x95)))
 (= (dim ?x102 0) sym_c))))))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (let ((?x95 (mul in_w3 in_w2)))
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x88 (mul in_w1 ?x81)))
 (let ((?x102 (concat 1 ?x88 ?x95)))
 (let ((?x107 (dim ?x102 1)))
 (= ?x107 ?x108))))))))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (>= ?x108 0)))
(assert
 (= (rank (concat 1 in_w1 in_w3)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w3) 0) sym_c))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (let ((?x111 (concat 1 in_w1 in_w3)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x108)))))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w2)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w2) 0) sym_c))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x81 in_w2)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x108))))))
(assert
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x81 in_w2)))
 (let ((?x111 (concat 1 in_w1 in_w3)))
 (let ((?x125 (mul ?x111 ?x118)))
 (= (rank ?x125) 2))))))
(assert
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x81 in_w2)))
 (let ((?x111 (concat 1 in_w1 in_w3)))
 (let ((?x125 (mul ?x111 ?x118)))
 (= (dim ?x125 0) sym_c))))))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x81 in_w2)))
 (let ((?x111 (concat 1 in_w1 in_w3)))
 (let ((?x125 (mul ?x111 ?x118)))
 (let ((?x130 (dim ?x125 1)))
 (= ?x130 ?x108))))))))
(assert
 (let ((?x81 (idkernel2 sym_c)))
(let ((?x118 (concat 1 ?x81 in_w2)))
(let ((?x111 (concat 1 in_w1 in_w3)))
(let ((?x125 (mul ?x111 ?x118)))
(let ((?x95 (mul in_w3 in_w2)))
(let ((?x88 (mul in_w1 ?x81)))
(let ((?x102 (concat 1 ?x88 ?x95)))
(and (distinct ?x102 ?x125) true)))))))))
(check-sat)
