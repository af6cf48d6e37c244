; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_upnn
; z3 rlimit used: 2336
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun upnn (Int Int T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x18 (upnn a b (relu X))))
 (let ((?x16 (relu (upnn a b X))))
 (let (($x19 (= ?x16 ?x18)))
 (let (($x14 (and (>= a 1) (>= b 1) (= (rank X) 4))))
 (=> $x14 $x19))))) :pattern ( (relu (upnn a b X)) ) :pattern ( (upnn a b (relu X)) ) :qid relu_upnn))
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
 (let ((?x78 (* sym_a sym_h)))
 (let ((?x70 (upnn sym_a sym_b in_X)))
 (let ((?x77 (dim ?x70 2)))
 (= ?x77 ?x78)))))
(assert
 (let ((?x81 (* sym_b sym_w)))
 (let ((?x70 (upnn sym_a sym_b in_X)))
 (let ((?x80 (dim ?x70 3)))
 (= ?x80 ?x81)))))
(assert
 (= (rank (relu (upnn sym_a sym_b in_X))) 4))
(assert
 (= (dim (relu (upnn sym_a sym_b in_X)) 0) sym_n))
(assert
 (= (dim (relu (upnn sym_a sym_b in_X)) 1) sym_c))
(assert
 (let ((?x78 (* sym_a sym_h)))
 (let ((?x70 (upnn sym_a sym_b in_X)))
 (let ((?x83 (relu ?x70)))
 (let ((?x90 (dim ?x83 2)))
 (= ?x90 ?x78))))))
(assert
 (let ((?x81 (* sym_b sym_w)))
 (let ((?x70 (upnn sym_a sym_b in_X)))
 (let ((?x83 (relu ?x70)))
 (let ((?x92 (dim ?x83 3)))
 (= ?x92 ?x81))))))
(assert
 (let ((?x78 (* sym_a sym_h)))
 (>= ?x78 0)))
(assert
 (let ((?x81 (* sym_b sym_w)))
 (>= ?x81 0)))
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
 (let ((?x78 (* sym_a sym_h)))
 (let ((?x96 (relu in_X)))
 (let ((?x107 (upnn sym_a sym_b ?x96)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x78))))))
(assert
 (let ((?x81 (* sym_b sym_w)))
 (let ((?x96 (relu in_X)))
 (let ((?x107 (upnn sym_a sym_b ?x96)))
 (let ((?x116 (dim ?x107 3)))
 (= ?x116 ?x81))))))
(assert
 (let ((?x96 (relu in_X)))
(let ((?x107 (upnn sym_a sym_b ?x96)))
(let ((?x70 (upnn sym_a sym_b in_X)))
(let ((?x83 (relu ?x70)))
(and (distinct ?x83 ?x107) true))))))
(check-sat)
