; verified_opt proof obligation: unsat means the rule holds
; axioms used: convt_1x1_matmul
; z3 rlimit used: 78493
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun convt (Int Int Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun reshape4 (Int Int Int Int T) T)
(declare-fun matmul (T T) T)
(declare-fun reshape2 (Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_k () Int)
(declare-fun sym_kh () Int)
(declare-fun sym_kw () Int)
(declare-fun sym_n () Int)
(declare-fun sym_sh () Int)
(declare-fun sym_sw () Int)
(declare-fun rank (T) Int)
(declare-fun in_W () T)
(declare-fun in_X () T)
(assert
 (forall ((W T) (X T) (sh Int) (sw Int) )(! (let ((?x27 (dim W 0)))
 (let ((?x30 (reshape2 ?x27 (* (* (dim W 1) (dim W 2)) (dim W 3)) W)))
 (let ((?x21 (dim X 0)))
 (let ((?x26 (reshape2 ?x21 (dim X 1) X)))
 (let ((?x24 (dim W 3)))
 (let ((?x23 (dim W 2)))
 (let ((?x22 (dim W 1)))
 (let ((?x20 (convt sh sw 0 0 0 0 1 1 1 0 0 X W)))
 (let (($x9 (>= sw 1)))
 (let (($x7 (>= sh 1)))
 (let (($x17 (and $x7 $x9 (= 1 (dim X 2)) (= 1 (dim X 3)))))
 (=> $x17 (= ?x20 (reshape4 ?x21 ?x22 ?x23 ?x24 (matmul ?x26 ?x30))))))))))))))) :pattern ( (convt sh sw 0 0 0 0 1 1 1 0 0 X W) ) :qid convt_1x1_matmul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_kh 1))
(assert
 (>= sym_kw 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_sh 1))
(assert
 (>= sym_sw 1))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_c))
(assert
 (= (dim in_W 1) sym_k))
(assert
 (= (dim in_W 2) sym_kh))
(assert
 (= (dim in_W 3) sym_kw))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (let ((?x98 (dim in_X 2)))
 (= 1 ?x98)))
(assert
 (let ((?x100 (dim in_X 3)))
 (= 1 ?x100)))
(assert
 (let ((?x102 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (rank ?x102) 4)))
(assert
 (let ((?x102 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x102 0) sym_n)))
(assert
 (let ((?x102 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x102 1) sym_k)))
(assert
 (let ((?x102 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x102 2) sym_kh)))
(assert
 (let ((?x102 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x102 3) sym_kw)))
(assert
 (= (rank (reshape2 sym_n sym_c in_X)) 2))
(assert
 (= (dim (reshape2 sym_n sym_c in_X) 0) sym_n))
(assert
 (= (dim (reshape2 sym_n sym_c in_X) 1) sym_c))
(assert
 (= (rank (reshape2 sym_c (* sym_k sym_kh sym_kw) in_W)) 2))
(assert
 (= (dim (reshape2 sym_c (* sym_k sym_kh sym_kw) in_W) 0) sym_c))
(assert
 (let ((?x120 (* sym_k sym_kh sym_kw)))
 (let ((?x121 (reshape2 sym_c ?x120 in_W)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x120)))))
(assert
 (let ((?x120 (* sym_k sym_kh sym_kw)))
 (let ((?x121 (reshape2 sym_c ?x120 in_W)))
 (let ((?x113 (reshape2 sym_n sym_c in_X)))
 (let ((?x128 (matmul ?x113 ?x121)))
 (= (rank ?x128) 2))))))
(assert
 (let ((?x120 (* sym_k sym_kh sym_kw)))
 (let ((?x121 (reshape2 sym_c ?x120 in_W)))
 (let ((?x113 (reshape2 sym_n sym_c in_X)))
 (let ((?x128 (matmul ?x113 ?x121)))
 (= (dim ?x128 0) sym_n))))))
(assert
 (let ((?x120 (* sym_k sym_kh sym_kw)))
 (let ((?x121 (reshape2 sym_c ?x120 in_W)))
 (let ((?x113 (reshape2 sym_n sym_c in_X)))
 (let ((?x128 (matmul ?x113 ?x121)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x120)))))))
(assert
 (let ((?x120 (* sym_k sym_kh sym_kw)))
 (let ((?x121 (reshape2 sym_c ?x120 in_W)))
 (let ((?x113 (reshape2 sym_n sym_c in_X)))
 (let ((?x128 (matmul ?x113 ?x121)))
 (let ((?x135 (reshape4 sym_n sym_k sym_kh sym_kw ?x128)))
 (= (rank ?x135) 4)))))))
(assert
 (let ((?x120 (* sym_k sym_kh sym_kw)))
 (let ((?x121 (reshape2 sym_c ?x120 in_W)))
 (let ((?x113 (reshape2 sym_n sym_c in_X)))
 (let ((?x128 (matmul ?x113 ?x121)))
 (let ((?x135 (reshape4 sym_n sym_k sym_kh sym_kw ?x128)))
 (= (dim ?x135 0) sym_n)))))))
(assert
 (let ((?x120 (* sym_k sym_kh sym_kw)))
 (let ((?x121 (reshape2 sym_c ?x120 in_W)))
 (let ((?x113 (reshape2 sym_n sym_c in_X)))
 (let ((?x128 (matmul ?x113 ?x121)))
 (let ((?x135 (reshape4 sym_n sym_k sym_kh sym_kw ?x128)))
 (= (dim ?x135 1) sym_k)))))))
(assert
 (let ((?x120 (* sym_k sym_kh sym_kw)))
 (let ((?x121 (reshape2 sym_c ?x120 in_W)))
 (let ((?x113 (reshape2 sym_n sym_c in_X)))
 (let ((?x128 (matmul ?x113 ?x121)))
 (let ((?x135 (reshape4 sym_n sym_k sym_kh sym_kw ?x128)))
 (= (dim ?x135 2) sym_kh)))))))
(assert
 (let ((?x120 (* sym_k sym_kh sym_kw)))
 (let ((?x121 (reshape2 sym_c ?x120 in_W)))
 (let ((?x113 (reshape2 sym_n sym_c in_X)))
 (let ((?x128 (matmul ?x113 ?x121)))
 (let ((?x135 (reshape4 sym_n sym_k sym_kh sym_kw ?x128)))
 (= (dim ?x135 3) sym_kw)))))))
(assert
 (let ((?x120 (* sym_k sym_kh sym_kw)))
(let ((?x121 (reshape2 sym_c ?x120 in_W)))
(let ((?x113 (reshape2 sym_n sym_c in_X)))
(let ((?x128 (matmul ?x113 ?x121)))
(let ((?x135 (reshape4 sym_n sym_k sym_kh sym_kw ?x128)))
(let ((?x102 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
(and (distinct ?x102 ?x135) true))))))))
(check-sat)
