; verified_opt proof obligation: unsat means the rule holds
; axioms used: upnn_merge
; z3 rlimit used: 74193
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun upnn (Int Int T) T)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_p () Int)
(declare-fun sym_q () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Int) (b Int) (p Int) (q Int) )(! (let ((?x17 (upnn p q (upnn a b X))))
 (let (($x21 (= ?x17 (upnn (* a p) (* b q) X))))
 (let (($x14 (and (>= a 1) (>= b 1) (>= p 1) (>= q 1))))
 (=> $x14 $x21)))) :pattern ( (upnn p q (upnn a b X)) ) :qid upnn_merge))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_p 1))
(assert
 (>= sym_q 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (upnn sym_a sym_b in_X)) 4))
(assert
 (= (dim (upnn sym_a sym_b in_X) 0) sym_n))
(assert
 (= (dim (upnn sym_a sym_b in_X) 1) sym_c))
(assert
 (let ((?x84 (* sym_a sym_h)))
 (let ((?x76 (upnn sym_a sym_b in_X)))
 (let ((?x83 (dim ?x76 2)))
 (= ?x83 ?x84)))))
(assert
 (let ((?x87 (* sym_b sym_w)))
 (let ((?x76 (upnn sym_a sym_b in_X)))
 (let ((?x86 (dim ?x76 3)))
 (= ?x86 ?x87)))))
(assert
 (= (rank (upnn sym_p sym_q (upnn sym_a sym_b in_X))) 4))
(assert
 (= (dim (upnn sym_p sym_q (upnn sym_a sym_b in_X)) 0) sym_n))
(assert
 (= (dim (upnn sym_p sym_q (upnn sym_a sym_b in_X)) 1) sym_c))
(assert
 (let ((?x97 (* sym_a sym_h sym_p)))
 (let ((?x76 (upnn sym_a sym_b in_X)))
 (let ((?x89 (upnn sym_p sym_q ?x76)))
 (let ((?x96 (dim ?x89 2)))
 (= ?x96 ?x97))))))
(assert
 (let ((?x100 (* sym_b sym_q sym_w)))
 (let ((?x76 (upnn sym_a sym_b in_X)))
 (let ((?x89 (upnn sym_p sym_q ?x76)))
 (let ((?x99 (dim ?x89 3)))
 (= ?x99 ?x100))))))
(assert
 (let ((?x84 (* sym_a sym_h)))
 (>= ?x84 0)))
(assert
 (let ((?x87 (* sym_b sym_w)))
 (>= ?x87 0)))
(assert
 (let ((?x97 (* sym_a sym_h sym_p)))
 (>= ?x97 0)))
(assert
 (let ((?x100 (* sym_b sym_q sym_w)))
 (>= ?x100 0)))
(assert
 (= (rank (upnn (* sym_a sym_p) (* sym_b sym_q) in_X)) 4))
(assert
 (= (dim (upnn (* sym_a sym_p) (* sym_b sym_q) in_X) 0) sym_n))
(assert
 (= (dim (upnn (* sym_a sym_p) (* sym_b sym_q) in_X) 1) sym_c))
(assert
 (let ((?x97 (* sym_a sym_h sym_p)))
 (let ((?x108 (upnn (* sym_a sym_p) (* sym_b sym_q) in_X)))
 (let ((?x115 (dim ?x108 2)))
 (= ?x115 ?x97)))))
(assert
 (let ((?x100 (* sym_b sym_q sym_w)))
 (let ((?x108 (upnn (* sym_a sym_p) (* sym_b sym_q) in_X)))
 (let ((?x117 (dim ?x108 3)))
 (= ?x117 ?x100)))))
(assert
 (let ((?x108 (upnn (* sym_a sym_p) (* sym_b sym_q) in_X)))
(let ((?x76 (upnn sym_a sym_b in_X)))
(let ((?x89 (upnn sym_p sym_q ?x76)))
(and (distinct ?x89 ?x108) true)))))
(check-sat)
