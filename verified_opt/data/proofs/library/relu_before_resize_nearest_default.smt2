; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_upnn
; z3 rlimit used: 74071
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun upnn (Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x15 (upnn a b (relu X))))
 (let ((?x13 (relu (upnn a b X))))
 (let (($x16 (= ?x13 ?x15)))
 (let (($x10 (and (>= a 1) (>= b 1))))
 (=> $x10 $x16))))) :pattern ( (relu (upnn a b X)) ) :pattern ( (upnn a b (relu X)) ) :qid relu_upnn))
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
 (let ((?x76 (* sym_a sym_h)))
 (let ((?x68 (upnn sym_a sym_b in_X)))
 (let ((?x75 (dim ?x68 2)))
 (= ?x75 ?x76)))))
(assert
 (let ((?x79 (* sym_b sym_w)))
 (let ((?x68 (upnn sym_a sym_b in_X)))
 (let ((?x78 (dim ?x68 3)))
 (= ?x78 ?x79)))))
(assert
 (= (rank (relu (upnn sym_a sym_b in_X))) 4))
(assert
 (= (dim (relu (upnn sym_a sym_b in_X)) 0) sym_n))
(assert
 (= (dim (relu (upnn sym_a sym_b in_X)) 1) sym_c))
(assert
 (let ((?x76 (* sym_a sym_h)))
 (let ((?x68 (upnn sym_a sym_b in_X)))
 (let ((?x81 (relu ?x68)))
 (let ((?x88 (dim ?x81 2)))
 (= ?x88 ?x76))))))
(assert
 (let ((?x79 (* sym_b sym_w)))
 (let ((?x68 (upnn sym_a sym_b in_X)))
 (let ((?x81 (relu ?x68)))
 (let ((?x90 (dim ?x81 3)))
 (= ?x90 ?x79))))))
(assert
 (let ((?x76 (* sym_a sym_h)))
 (>= ?x76 0)))
(assert
 (let ((?x79 (* sym_b sym_w)))
 (>= ?x79 0)))
(assert
 (= (rank (relu in_X)) 4))
(assert
 (= (dim (relu in_X) 0) sym_n))
(assert
 (= (dim (relu in_X) 1) sym_c))
(assert
 (= (dim (relu in_X) 2) sym_h))
(assert
 (= (dim (relu in_X) 3) sym_w))
(assert
 (= (rank (upnn sym_a sym_b (relu in_X))) 4))
(assert
 (= (dim (upnn sym_a sym_b (relu in_X)) 0) sym_n))
(assert
 (= (dim (upnn sym_a sym_b (relu in_X)) 1) sym_c))
(assert
 (let ((?x76 (* sym_a sym_h)))
 (let ((?x94 (relu in_X)))
 (let ((?x105 (upnn sym_a sym_b ?x94)))
 (let ((?x112 (dim ?x105 2)))
 (= ?x112 ?x76))))))
(assert
 (let ((?x79 (* sym_b sym_w)))
 (let ((?x94 (relu in_X)))
 (let ((?x105 (upnn sym_a sym_b ?x94)))
 (let ((?x114 (dim ?x105 3)))
 (= ?x114 ?x79))))))
(assert
 (let ((?x94 (relu in_X)))
(let ((?x105 (upnn sym_a sym_b ?x94)))
(let ((?x68 (upnn sym_a sym_b in_X)))
(let ((?x81 (relu ?x68)))
(and (distinct ?x81 ?x105) true))))))
(check-sat)
