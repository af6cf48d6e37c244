; verified_opt proof obligation: unsat means the rule holds
; axioms used: convt_1x1_matmul
; z3 rlimit used: 72946
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun convt (Int Int Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun reshape4 (Int Int Int Int T) T)
(declare-fun matmul (T T) T)
(declare-fun reshape2 (Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_k () Int)
(declare-fun sym_kh () Int)
(declare-fun sym_kw () Int)
(declare-fun sym_sh () Int)
(declare-fun sym_sw () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_W () T)
(assert
 (forall ((W T) (X T) (sh Int) (sw Int) )(! (let ((?x25 (dim W 0)))
 (let ((?x28 (reshape2 ?x25 (* (* (dim W 1) (dim W 2)) (dim W 3)) W)))
 (let ((?x19 (dim X 0)))
 (let ((?x24 (reshape2 ?x19 (dim X 1) X)))
 (let ((?x22 (dim W 3)))
 (let ((?x21 (dim W 2)))
 (let ((?x20 (dim W 1)))
 (let ((?x18 (convt sh sw 0 0 0 0 1 1 1 0 0 X W)))
 (=> (and (= 1 (dim X 2)) (= 1 (dim X 3))) (= ?x18 (reshape4 ?x19 ?x20 ?x21 ?x22 (matmul ?x24 ?x28)))))))))))) :pattern ( (convt sh sw 0 0 0 0 1 1 1 0 0 X W) ) :qid convt_1x1_matmul))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_kh 1))
(assert
 (>= sym_kw 1))
(assert
 (>= sym_sh 1))
(assert
 (>= sym_sw 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (let ((?x85 (dim in_X 2)))
 (= 1 ?x85)))
(assert
 (let ((?x87 (dim in_X 3)))
 (= 1 ?x87)))
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
 (let ((?x100 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (rank ?x100) 4)))
(assert
 (let ((?x100 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x100 0) sym_n)))
(assert
 (let ((?x100 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x100 1) sym_k)))
(assert
 (let ((?x100 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x100 2) sym_kh)))
(assert
 (let ((?x100 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x100 3) sym_kw)))
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
 (let ((?x118 (* sym_k sym_kh sym_kw)))
 (let ((?x119 (reshape2 sym_c ?x118 in_W)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x118)))))
(assert
 (let ((?x118 (* sym_k sym_kh sym_kw)))
 (let ((?x119 (reshape2 sym_c ?x118 in_W)))
 (let ((?x111 (reshape2 sym_n sym_c in_X)))
 (let ((?x126 (matmul ?x111 ?x119)))
 (= (rank ?x126) 2))))))
(assert
 (let ((?x118 (* sym_k sym_kh sym_kw)))
 (let ((?x119 (reshape2 sym_c ?x118 in_W)))
 (let ((?x111 (reshape2 sym_n sym_c in_X)))
 (let ((?x126 (matmul ?x111 ?x119)))
 (= (dim ?x126 0) sym_n))))))
(assert
 (let ((?x118 (* sym_k sym_kh sym_kw)))
 (let ((?x119 (reshape2 sym_c ?x118 in_W)))
 (let ((?x111 (reshape2 sym_n sym_c in_X)))
 (let ((?x126 (matmul ?x111 ?x119)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x118)))))))
(assert
 (let ((?x118 (* sym_k sym_kh sym_kw)))
 (let ((?x119 (reshape2 sym_c ?x118 in_W)))
 (let ((?x111 (reshape2 sym_n sym_c in_X)))
 (let ((?x126 (matmul ?x111 ?x119)))
 (let ((?x133 (reshape4 sym_n sym_k sym_kh sym_kw ?x126)))
 (= (rank ?x133) 4)))))))
(assert
 (let ((?x118 (* sym_k sym_kh sym_kw)))
 (let ((?x119 (reshape2 sym_c ?x118 in_W)))
 (let ((?x111 (reshape2 sym_n sym_c in_X)))
 (let ((?x126 (matmul ?x111 ?x119)))
 (let ((?x133 (reshape4 sym_n sym_k sym_kh sym_kw ?x126)))
 (= (dim ?x133 0) sym_n)))))))
(assert
 (let ((?x118 (* sym_k sym_kh sym_kw)))
 (let ((?x119 (reshape2 sym_c ?x118 in_W)))
 (let ((?x111 (reshape2 sym_n sym_c in_X)))
 (let ((?x126 (matmul ?x111 ?x119)))
 (let ((?x133 (reshape4 sym_n sym_k sym_kh sym_kw ?x126)))
 (= (dim ?x133 1) sym_k)))))))
(assert
 (let ((?x118 (* sym_k sym_kh sym_kw)))
 (let ((?x119 (reshape2 sym_c ?x118 in_W)))
 (let ((?x111 (reshape2 sym_n sym_c in_X)))
 (let ((?x126 (matmul ?x111 ?x119)))
 (let ((?x133 (reshape4 sym_n sym_k sym_kh sym_kw ?x126)))
 (= (dim ?x133 2) sym_kh)))))))
(assert
 (let ((?x118 (* sym_k sym_kh sym_kw)))
 (let ((?x119 (reshape2 sym_c ?x118 in_W)))
 (let ((?x111 (reshape2 sym_n sym_c in_X)))
 (let ((?x126 (matmul ?x111 ?x119)))
 (let ((?x133 (reshape4 sym_n sym_k sym_kh sym_kw ?x126)))
 (= (dim ?x133 3) sym_kw)))))))
(assert
 (let ((?x118 (* sym_k sym_kh sym_kw)))
(let ((?x119 (reshape2 sym_c ?x118 in_W)))
(let ((?x111 (reshape2 sym_n sym_c in_X)))
(let ((?x126 (matmul ?x111 ?x119)))
(let ((?x133 (reshape4 sym_n sym_k sym_kh sym_kw ?x126)))
(let ((?x100 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
(and (distinct ?x100 ?x133) true))))))))
(check-sat)
