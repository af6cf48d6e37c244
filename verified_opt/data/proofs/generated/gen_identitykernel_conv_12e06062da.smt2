; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel
; z3 rlimit used: 11197
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x91 (dim ?x84 2)))
 (= 1 ?x91))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x93 (dim ?x84 3)))
 (= 1 ?x93))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (rank ?x95) 4))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (dim ?x95 0) sym_n))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (dim ?x95 1) sym_c))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (dim ?x95 2) sym_h))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (dim ?x95 3) sym_w))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
(let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
(and (distinct ?x95 in_i1) true))))
(check-sat)
