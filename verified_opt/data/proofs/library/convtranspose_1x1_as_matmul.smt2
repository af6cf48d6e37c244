; verified_opt proof obligation: unsat means the rule holds
; axioms used: convt_1x1_matmul
; z3 rlimit used: 9871
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun convt (Int Int Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun reshape4 (Int Int Int Int T) T)
(declare-fun matmul (T T) T)
(declare-fun reshape2 (Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_k () Int)
(declare-fun sym_kh () Int)
(declare-fun sym_kw () Int)
(declare-fun sym_n () Int)
(declare-fun sym_sh () Int)
(declare-fun sym_sw () Int)
(declare-fun in_W () T)
(declare-fun in_X () T)
(assert
 (forall ((W T) (X T) (sh Int) (sw Int) )(! (let ((?x32 (dim W 0)))
 (let ((?x35 (reshape2 ?x32 (* (* (dim W 1) (dim W 2)) (dim W 3)) W)))
 (let ((?x26 (dim X 0)))
 (let ((?x31 (reshape2 ?x26 (dim X 1) X)))
 (let ((?x29 (dim W 3)))
 (let ((?x28 (dim W 2)))
 (let ((?x27 (dim W 1)))
 (let ((?x25 (convt sh sw 0 0 0 0 1 1 1 0 0 X W)))
 (let (($x22 (= (rank W) 4)))
 (let (($x19 (= (rank X) 4)))
 (let (($x9 (>= sw 1)))
 (let (($x7 (>= sh 1)))
 (let (($x23 (and $x7 $x9 (= 1 (dim X 2)) (= 1 (dim X 3)) $x19 $x22)))
 (=> $x23 (= ?x25 (reshape4 ?x26 ?x27 ?x28 ?x29 (matmul ?x31 ?x35))))))))))))))))) :pattern ( (convt sh sw 0 0 0 0 1 1 1 0 0 X W) ) :qid convt_1x1_matmul))
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
 (let ((?x102 (dim in_X 2)))
 (= 1 ?x102)))
(assert
 (let ((?x104 (dim in_X 3)))
 (= 1 ?x104)))
(assert
 (let ((?x106 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (rank ?x106) 4)))
(assert
 (let ((?x106 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x106 0) sym_n)))
(assert
 (let ((?x106 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x106 1) sym_k)))
(assert
 (let ((?x106 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x106 2) sym_kh)))
(assert
 (let ((?x106 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
 (= (dim ?x106 3) sym_kw)))
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
 (let ((?x124 (* sym_k sym_kh sym_kw)))
 (let ((?x125 (reshape2 sym_c ?x124 in_W)))
 (let ((?x130 (dim ?x125 1)))
 (= ?x130 ?x124)))))
(assert
 (let ((?x124 (* sym_k sym_kh sym_kw)))
 (let ((?x125 (reshape2 sym_c ?x124 in_W)))
 (let ((?x117 (reshape2 sym_n sym_c in_X)))
 (let ((?x132 (matmul ?x117 ?x125)))
 (= (rank ?x132) 2))))))
(assert
 (let ((?x124 (* sym_k sym_kh sym_kw)))
 (let ((?x125 (reshape2 sym_c ?x124 in_W)))
 (let ((?x117 (reshape2 sym_n sym_c in_X)))
 (let ((?x132 (matmul ?x117 ?x125)))
 (= (dim ?x132 0) sym_n))))))
(assert
 (let ((?x124 (* sym_k sym_kh sym_kw)))
 (let ((?x125 (reshape2 sym_c ?x124 in_W)))
 (let ((?x117 (reshape2 sym_n sym_c in_X)))
 (let ((?x132 (matmul ?x117 ?x125)))
 (let ((?x137 (dim ?x132 1)))
 (= ?x137 ?x124)))))))
(assert
 (let ((?x124 (* sym_k sym_kh sym_kw)))
 (let ((?x125 (reshape2 sym_c ?x124 in_W)))
 (let ((?x117 (reshape2 sym_n sym_c in_X)))
 (let ((?x132 (matmul ?x117 ?x125)))
 (let ((?x139 (reshape4 sym_n sym_k sym_kh sym_kw ?x132)))
 (= (rank ?x139) 4)))))))
(assert
 (let ((?x124 (* sym_k sym_kh sym_kw)))
 (let ((?x125 (reshape2 sym_c ?x124 in_W)))
 (let ((?x117 (reshape2 sym_n sym_c in_X)))
 (let ((?x132 (matmul ?x117 ?x125)))
 (let ((?x139 (reshape4 sym_n sym_k sym_kh sym_kw ?x132)))
 (= (dim ?x139 0) sym_n)))))))
(assert
 (let ((?x124 (* sym_k sym_kh sym_kw)))
 (let ((?x125 (reshape2 sym_c ?x124 in_W)))
 (let ((?x117 (reshape2 sym_n sym_c in_X)))
 (let ((?x132 (matmul ?x117 ?x125)))
 (let ((?x139 (reshape4 sym_n sym_k sym_kh sym_kw ?x132)))
 (= (dim ?x139 1) sym_k)))))))
(assert
 (let ((?x124 (* sym_k sym_kh sym_kw)))
 (let ((?x125 (reshape2 sym_c ?x124 in_W)))
 (let ((?x117 (reshape2 sym_n sym_c in_X)))
 (let ((?x132 (matmul ?x117 ?x125)))
 (let ((?x139 (reshape4 sym_n sym_k sym_kh sym_kw ?x132)))
 (= (dim ?x139 2) sym_kh)))))))
(assert
 (let ((?x124 (* sym_k sym_kh sym_kw)))
 (let ((?x125 (reshape2 sym_c ?x124 in_W)))
 (let ((?x117 (reshape2 sym_n sym_c in_X)))
 (let ((?x132 (matmul ?x117 ?x125)))
 (let ((?x139 (reshape4 sym_n sym_k sym_kh sym_kw ?x132)))
 (= (dim ?x139 3) sym_kw)))))))
(assert
 (let ((?x124 (* sym_k sym_kh sym_kw)))
(let ((?x125 (reshape2 sym_c ?x124 in_W)))
(let ((?x117 (reshape2 sym_n sym_c in_X)))
(let ((?x132 (matmul ?x117 ?x125)))
(let ((?x139 (reshape4 sym_n sym_k sym_kh sym_kw ?x132)))
(let ((?x106 (convt sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W)))
(and (distinct ?x106 ?x139) true))))))))
(check-sat)
