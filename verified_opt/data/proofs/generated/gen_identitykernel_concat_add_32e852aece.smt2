; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 73958
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_w3 () T)
(declare-fun idkernel2 (Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (add A C) (add B D))))
 (let ((?x16 (add (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
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
 (= (rank (concat 1 in_w2 in_w3)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w3) 0) sym_c))
(assert
 (let ((?x86 (+ sym_c2 sym_c)))
 (let ((?x80 (concat 1 in_w2 in_w3)))
 (let ((?x85 (dim ?x80 1)))
 (= ?x85 ?x86)))))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x86 (+ sym_c2 sym_c)))
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x88 (concat 1 in_w1 ?x73)))
 (let ((?x93 (dim ?x88 1)))
 (= ?x93 ?x86))))))
(assert
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x88 (concat 1 in_w1 ?x73)))
 (let ((?x80 (concat 1 in_w2 in_w3)))
 (let ((?x95 (add ?x80 ?x88)))
 (= (rank ?x95) 2))))))
(assert
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x88 (concat 1 in_w1 ?x73)))
 (let ((?x80 (concat 1 in_w2 in_w3)))
 (let ((?x95 (add ?x80 ?x88)))
 (= (dim ?x95 0) sym_c))))))
(assert
 (let ((?x86 (+ sym_c2 sym_c)))
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x88 (concat 1 in_w1 ?x73)))
 (let ((?x80 (concat 1 in_w2 in_w3)))
 (let ((?x95 (add ?x80 ?x88)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 ?x86))))))))
(assert
 (let ((?x86 (+ sym_c2 sym_c)))
 (>= ?x86 0)))
(assert
 (= (rank (add in_w2 in_w1)) 2))
(assert
 (= (dim (add in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (add in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (add in_w3 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w3 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w3 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x110 (add in_w3 ?x73)))
 (let ((?x103 (add in_w2 in_w1)))
 (let ((?x117 (concat 1 ?x103 ?x110)))
 (= (rank ?x117) 2))))))
(assert
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x110 (add in_w3 ?x73)))
 (let ((?x103 (add in_w2 in_w1)))
 (let ((?x117 (concat 1 ?x103 ?x110)))
 (= (dim ?x117 0) sym_c))))))
(assert
 (let ((?x86 (+ sym_c2 sym_c)))
 (let ((?x73 (idkernel2 sym_c)))
 (let ((?x110 (add in_w3 ?x73)))
 (let ((?x103 (add in_w2 in_w1)))
 (let ((?x117 (concat 1 ?x103 ?x110)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x86))))))))
(assert
 (let ((?x73 (idkernel2 sym_c)))
(let ((?x110 (add in_w3 ?x73)))
(let ((?x103 (add in_w2 in_w1)))
(let ((?x117 (concat 1 ?x103 ?x110)))
(let ((?x88 (concat 1 in_w1 ?x73)))
(let ((?x80 (concat 1 in_w2 in_w3)))
(let ((?x95 (add ?x80 ?x88)))
(and (distinct ?x95 ?x117) true)))))))))
(check-sat)
