; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 74055
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_w3 () T)
(declare-fun idkernel2 (Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (mul A C) (mul B D))))
 (let ((?x16 (mul (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
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
 (= (dim in_w1 1) sym_c2))
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
 (= (dim in_w3 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (mul in_w2 in_w1)) 2))
(assert
 (= (dim (mul in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (mul in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (mul in_w3 (idkernel2 sym_c))) 2))
(assert
 (= (dim (mul in_w3 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (mul in_w3 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x87 (mul in_w3 ?x73)))
 (let ((?x80 (mul in_w2 in_w1)))
 (let ((?x94 (concat 1 ?x80 ?x87)))
 (= (rank ?x94) 2))))))
(assert
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x87 (mul in_w3 ?x73)))
 (let ((?x80 (mul in_w2 in_w1)))
 (let ((?x94 (concat 1 ?x80 ?x87)))
 (= (dim ?x94 0) sym_c))))))
(assert
 (let ((?x100 (+ sym_c2 sym_c)))
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x87 (mul in_w3 ?x73)))
 (let ((?x80 (mul in_w2 in_w1)))
 (let ((?x94 (concat 1 ?x80 ?x87)))
 (let ((?x99 (dim ?x94 1)))
 (= ?x99 ?x100))))))))
(assert
 (let ((?x100 (+ sym_c2 sym_c)))
 (>= ?x100 0)))
(assert
 (= (rank (concat 1 in_w2 in_w3)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w3) 0) sym_c))
(assert
 (let ((?x100 (+ sym_c2 sym_c)))
 (let ((?x103 (concat 1 in_w2 in_w3)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x100)))))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x100 (+ sym_c2 sym_c)))
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 in_w1 ?x73)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x100))))))
(assert
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 in_w1 ?x73)))
 (let ((?x103 (concat 1 in_w2 in_w3)))
 (let ((?x117 (mul ?x103 ?x110)))
 (= (rank ?x117) 2))))))
(assert
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 in_w1 ?x73)))
 (let ((?x103 (concat 1 in_w2 in_w3)))
 (let ((?x117 (mul ?x103 ?x110)))
 (= (dim ?x117 0) sym_c))))))
(assert
 (let ((?x100 (+ sym_c2 sym_c)))
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 in_w1 ?x73)))
 (let ((?x103 (concat 1 in_w2 in_w3)))
 (let ((?x117 (mul ?x103 ?x110)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x100))))))))
(assert
 (let ((?x73 (idkernel2 sym_c)))
(let ((?x110 (concat 1 in_w1 ?x73)))
(let ((?x103 (concat 1 in_w2 in_w3)))
(let ((?x117 (mul ?x103 ?x110)))
(let ((?x87 (mul in_w3 ?x73)))
(let ((?x80 (mul in_w2 in_w1)))
(let ((?x94 (concat 1 ?x80 ?x87)))
(and (distinct ?x94 ?x117) true)))))))))
(check-sat)
