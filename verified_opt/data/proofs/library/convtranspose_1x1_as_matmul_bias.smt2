; verified_opt proof obligation: unsat means the rule holds
; axioms used: convt_1x1_matmul, convtb_bias
; z3 rlimit used: 88300
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun addb (T T) T)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun convt (Int Int Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun convtb (Int Int Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun reshape4 (Int Int Int Int T) T)
(declare-fun matmul (T T) T)
(declare-fun reshape2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_k () Int)
(declare-fun sym_kh () Int)
(declare-fun sym_kw () Int)
(declare-fun sym_n () Int)
(declare-fun sym_sh () Int)
(declare-fun sym_sw () Int)
(declare-fun rank (T) Int)
(declare-fun in_B () T)
(declare-fun in_W () T)
(declare-fun in_X () T)
(assert
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (oh Int) (ow Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (convt sh sw pt pl pb pr dh dw 1 oh ow X W)))
 (let ((?x35 (addb ?x32 (reshape3 (dim B 0) 1 1 B))))
 (let ((?x31 (convtb sh sw pt pl pb pr dh dw 1 oh ow X W B)))
 (let (($x36 (= ?x31 ?x35)))
 (let (($x9 (>= sw 1)))
 (let (($x7 (>= sh 1)))
 (let (($x27 (and $x7 $x9 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (>= oh 0) (>= ow 0))))
 (=> $x27 $x36)))))))) :pattern ( (convtb sh sw pt pl pb pr dh dw 1 oh ow X W B) ) :pattern ( (addb (convt sh sw pt pl pb pr dh dw 1 oh ow X W) (reshape3 (dim B 0) 1 1 B)) ) :qid convtb_bias))
 )
(assert
 (forall ((W T) (X T) (sh Int) (sw Int) )(! (let ((?x77 (dim W 0)))
 (let ((?x80 (reshape2 ?x77 (* (* (dim W 1) (dim W 2)) (dim W 3)) W)))
 (let ((?x71 (dim X 0)))
 (let ((?x76 (reshape2 ?x71 (dim X 1) X)))
 (let ((?x74 (dim W 3)))
 (let ((?x73 (dim W 2)))
 (let ((?x72 (dim W 1)))
 (let ((?x70 (convt sh sw 0 0 0 0 1 1 1 0 0 X W)))
 (let (($x9 (>= sw 1)))
 (let (($x7 (>= sh 1)))
 (let (($x68 (and $x7 $x9 (= 1 (dim X 2)) (= 1 (dim X 3)))))
 (=> $x68 (= ?x70 (reshape4 ?x71 ?x72 ?x73 ?x74 (matmul ?x76 ?x80))))))))))))))) :pattern ( (convt sh sw 0 0 0 0 1 1 1 0 0 X W) ) :qid convt_1x1_matmul))
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
 (= (rank in_B) 1))
(assert
 (= (dim in_B 0) sym_k))
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
 (let ((?x136 (dim in_X 2)))
 (= 1 ?x136)))
(assert
 (let ((?x138 (dim in_X 3)))
 (= 1 ?x138)))
(assert
 (let ((?x140 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (rank ?x140) 4)))
(assert
 (let ((?x140 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x140 0) sym_n)))
(assert
 (let ((?x140 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x140 1) sym_k)))
(assert
 (let ((?x140 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x140 2) sym_kh)))
(assert
 (let ((?x140 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x140 3) sym_kw)))
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
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x164 (dim ?x159 1)))
 (= ?x164 ?x158)))))
(assert
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (= (rank ?x166) 2))))))
(assert
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (= (dim ?x166 0) sym_n))))))
(assert
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x171 (dim ?x166 1)))
 (= ?x171 ?x158)))))))
(assert
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
 (= (rank ?x173) 4)))))))
(assert
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
 (= (dim ?x173 0) sym_n)))))))
(assert
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
 (= (dim ?x173 1) sym_k)))))))
(assert
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
 (= (dim ?x173 2) sym_kh)))))))
(assert
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
 (= (dim ?x173 3) sym_kw)))))))
(assert
 (= (rank (reshape3 sym_k 1 1 in_B)) 3))
(assert
 (= (dim (reshape3 sym_k 1 1 in_B) 0) sym_k))
(assert
 (let ((?x184 (reshape3 sym_k 1 1 in_B)))
 (let ((?x189 (dim ?x184 1)))
 (= 1 ?x189))))
(assert
 (let ((?x184 (reshape3 sym_k 1 1 in_B)))
 (let ((?x191 (dim ?x184 2)))
 (= 1 ?x191))))
(assert
 (let ((?x184 (reshape3 sym_k 1 1 in_B)))
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
 (let ((?x193 (addb ?x173 ?x184)))
 (= (rank ?x193) 4)))))))))
(assert
 (let ((?x184 (reshape3 sym_k 1 1 in_B)))
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
 (let ((?x193 (addb ?x173 ?x184)))
 (= (dim ?x193 0) sym_n)))))))))
(assert
 (let ((?x184 (reshape3 sym_k 1 1 in_B)))
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
 (let ((?x193 (addb ?x173 ?x184)))
 (= (dim ?x193 1) sym_k)))))))))
(assert
 (let ((?x184 (reshape3 sym_k 1 1 in_B)))
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
 (let ((?x193 (addb ?x173 ?x184)))
 (= (dim ?x193 2) sym_kh)))))))))
(assert
 (let ((?x184 (reshape3 sym_k 1 1 in_B)))
 (let ((?x158 (* sym_k sym_kh sym_kw)))
 (let ((?x159 (reshape2 sym_c ?x158 in_W)))
 (let ((?x151 (reshape2 sym_n sym_c in_X)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
 (let ((?x193 (addb ?x173 ?x184)))
 (= (dim ?x193 3) sym_kw)))))))))
(assert
 (let ((?x184 (reshape3 sym_k 1 1 in_B)))
(let ((?x158 (* sym_k sym_kh sym_kw)))
(let ((?x159 (reshape2 sym_c ?x158 in_W)))
(let ((?x151 (reshape2 sym_n sym_c in_X)))
(let ((?x166 (matmul ?x151 ?x159)))
(let ((?x173 (reshape4 sym_n sym_k sym_kh sym_kw ?x166)))
(let ((?x193 (addb ?x173 ?x184)))
(let ((?x140 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
(and (distinct ?x140 ?x193) true))))))))))
(check-sat)
