; verified_opt proof obligation: unsat means the rule holds
; axioms used: upnn_merge
; z3 rlimit used: 2137
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun upnn (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_p () Int)
(declare-fun sym_q () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Int) (b Int) (p Int) (q Int) )(! (let ((?x20 (upnn p q (upnn a b X))))
 (let (($x24 (= ?x20 (upnn (* a p) (* b q) X))))
 (let (($x18 (and (>= a 1) (>= b 1) (>= p 1) (>= q 1) (= (rank X) 4))))
 (=> $x18 $x24)))) :pattern ( (upnn p q (upnn a b X)) ) :qid upnn_merge))
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
 (let ((?x86 (* sym_a sym_h)))
 (let ((?x78 (upnn sym_a sym_b in_X)))
 (let ((?x85 (dim ?x78 2)))
 (= ?x85 ?x86)))))
(assert
 (let ((?x89 (* sym_b sym_w)))
 (let ((?x78 (upnn sym_a sym_b in_X)))
 (let ((?x88 (dim ?x78 3)))
 (= ?x88 ?x89)))))
(assert
 (= (rank (upnn sym_p sym_q (upnn sym_a sym_b in_X))) 4))
(assert
 (= (dim (upnn sym_p sym_q (upnn sym_a sym_b in_X)) 0) sym_n))
(assert
 (= (dim (upnn sym_p sym_q (upnn sym_a sym_b in_X)) 1) sym_c))
(assert
 (let ((?x99 (* sym_a sym_h sym_p)))
 (let ((?x78 (upnn sym_a sym_b in_X)))
 (let ((?x91 (upnn sym_p sym_q ?x78)))
 (let ((?x98 (dim ?x91 2)))
 (= ?x98 ?x99))))))
(assert
 (let ((?x102 (* sym_b sym_q sym_w)))
 (let ((?x78 (upnn sym_a sym_b in_X)))
 (let ((?x91 (upnn sym_p sym_q ?x78)))
 (let ((?x101 (dim ?x91 3)))
 (= ?x101 ?x102))))))
(assert
 (let ((?x86 (* sym_a sym_h)))
 (>= ?x86 0)))
(assert
 (let ((?x89 (* sym_b sym_w)))
 (>= ?x89 0)))
(assert
 (let ((?x99 (* sym_a sym_h sym_p)))
 (>= ?x99 0)))
(assert
 (let ((?x102 (* sym_b sym_q sym_w)))
 (>= ?x102 0)))
(assert
 (= (rank (upnn (* sym_a sym_p) (* sym_b sym_q) in_X)) 4))
(assert
 (= (dim (upnn (* sym_a sym_p) (* sym_b sym_q) in_X) 0) sym_n))
(assert
 (= (dim (upnn (* sym_a sym_p) (* sym_b sym_q) in_X) 1) sym_c))
(assert
 (let ((?x99 (* sym_a sym_h sym_p)))
 (let ((?x110 (upnn (* sym_a sym_p) (* sym_b sym_q) in_X)))
 (let ((?x117 (dim ?x110 2)))
 (= ?x117 ?x99)))))
(assert
 (let ((?x102 (* sym_b sym_q sym_w)))
 (let ((?x110 (upnn (* sym_a sym_p) (* sym_b sym_q) in_X)))
 (let ((?x119 (dim ?x110 3)))
 (= ?x119 ?x102)))))
(assert
 (let ((?x110 (upnn (* sym_a sym_p) (* sym_b sym_q) in_X)))
(let ((?x78 (upnn sym_a sym_b in_X)))
(let ((?x91 (upnn sym_p sym_q ?x78)))
(and (distinct ?x91 ?x110) true)))))
(check-sat)
