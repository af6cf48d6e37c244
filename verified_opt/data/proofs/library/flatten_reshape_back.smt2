; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape4_id, reshape4_of_reshape2
; z3 rlimit used: 7691
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun reshape4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun reshape2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (d0 Int) (d1 Int) (d2 Int) (d3 Int) )(! (let ((?x27 (reshape4 d0 d1 d2 d3 X)))
 (let (($x28 (= ?x27 X)))
 (let ((?x7 (rank X)))
 (let (($x25 (= ?x7 4)))
 (let (($x24 (= (dim X 3) d3)))
 (let (($x20 (= (dim X 2) d2)))
 (let (($x16 (= (dim X 1) d1)))
 (let (($x12 (= (dim X 0) d0)))
 (=> (and (= 4 ?x7) $x12 $x16 $x20 $x24 $x25) $x28))))))))) :pattern ( (reshape4 d0 d1 d2 d3 X) ) :qid reshape4_id))
 )
(assert
 (forall ((X T) (d0 Int) (d1 Int) (d2 Int) (d3 Int) (e0 Int) (e1 Int) )(! (let ((?x71 (reshape4 d0 d1 d2 d3 (reshape2 e0 e1 X))))
 (let (($x73 (= ?x71 (reshape4 d0 d1 d2 d3 X))))
 (let (($x63 (>= d3 1)))
 (let (($x62 (>= d2 1)))
 (let (($x61 (>= d1 1)))
 (let (($x60 (>= d0 1)))
 (let (($x69 (and (= (* (* (* d0 d1) d2) d3) (* e0 e1)) $x60 $x61 $x62 $x63 (>= (- (- (rank X) 2) 0) 0))))
 (=> $x69 $x73)))))))) :pattern ( (reshape4 d0 d1 d2 d3 (reshape2 e0 e1 X)) ) :qid reshape4_of_reshape2))
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
 (= (rank (reshape2 sym_n (* sym_c sym_h sym_w) in_X)) 2))
(assert
 (= (dim (reshape2 sym_n (* sym_c sym_h sym_w) in_X) 0) sym_n))
(assert
 (let ((?x106 (* sym_c sym_h sym_w)))
 (= (dim (reshape2 sym_n ?x106 in_X) 1) ?x106)))
(assert
 (let ((?x106 (* sym_c sym_h sym_w)))
 (let ((?x107 (reshape2 sym_n ?x106 in_X)))
 (let ((?x114 (reshape4 sym_n sym_c sym_h sym_w ?x107)))
 (= (rank ?x114) 4)))))
(assert
 (let ((?x106 (* sym_c sym_h sym_w)))
 (let ((?x107 (reshape2 sym_n ?x106 in_X)))
 (let ((?x114 (reshape4 sym_n sym_c sym_h sym_w ?x107)))
 (= (dim ?x114 0) sym_n)))))
(assert
 (let ((?x106 (* sym_c sym_h sym_w)))
 (let ((?x107 (reshape2 sym_n ?x106 in_X)))
 (let ((?x114 (reshape4 sym_n sym_c sym_h sym_w ?x107)))
 (= (dim ?x114 1) sym_c)))))
(assert
 (let ((?x106 (* sym_c sym_h sym_w)))
 (let ((?x107 (reshape2 sym_n ?x106 in_X)))
 (let ((?x114 (reshape4 sym_n sym_c sym_h sym_w ?x107)))
 (= (dim ?x114 2) sym_h)))))
(assert
 (let ((?x106 (* sym_c sym_h sym_w)))
 (let ((?x107 (reshape2 sym_n ?x106 in_X)))
 (let ((?x114 (reshape4 sym_n sym_c sym_h sym_w ?x107)))
 (= (dim ?x114 3) sym_w)))))
(assert
 (let ((?x106 (* sym_c sym_h sym_w)))
 (>= ?x106 0)))
(assert
 (let ((?x106 (* sym_c sym_h sym_w)))
(let ((?x107 (reshape2 sym_n ?x106 in_X)))
(let ((?x114 (reshape4 sym_n sym_c sym_h sym_w ?x107)))
(and (distinct ?x114 in_X) true)))))
(check-sat)
