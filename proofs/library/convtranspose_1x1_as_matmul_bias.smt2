; verified_opt proof obligation: unsat means the rule holds
; axioms used: convt_1x1_matmul, convtb_bias
; z3 rlimit used: 55824
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
(declare-fun in_B () T)
(assert
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (oh Int) (ow Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (convt sh sw pt pl pb pr dh dw 1 oh ow X W)))
 (let ((?x24 (addb ?x20 (reshape3 (dim B 0) 1 1 B))))
 (let ((?x19 (convtb sh sw pt pl pb pr dh dw 1 oh ow X W B)))
 (= ?x19 ?x24)))) :pattern ( (convtb sh sw pt pl pb pr dh dw 1 oh ow X W B) ) :pattern ( (addb (convt sh sw pt pl pb pr dh dw 1 oh ow X W) (reshape3 (dim B 0) 1 1 B)) ) :qid convtb_bias))
 )
(assert
 (forall ((W T) (X T) (sh Int) (sw Int) )(! (let ((?x62 (dim W 0)))
 (let ((?x65 (reshape2 ?x62 (* (* (dim W 1) (dim W 2)) (dim W 3)) W)))
 (let ((?x56 (dim X 0)))
 (let ((?x61 (reshape2 ?x56 (dim X 1) X)))
 (let ((?x59 (dim W 3)))
 (let ((?x58 (dim W 2)))
 (let ((?x57 (dim W 1)))
 (let ((?x55 (convt sh sw 0 0 0 0 1 1 1 0 0 X W)))
 (=> (and (= 1 (dim X 2)) (= 1 (dim X 3))) (= ?x55 (reshape4 ?x56 ?x57 ?x58 ?x59 (matmul ?x61 ?x65)))))))))))) :pattern ( (convt sh sw 0 0 0 0 1 1 1 0 0 X W) ) :qid convt_1x1_matmul))
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
 (let ((?x105 (dim in_X 2)))
 (= 1 ?x105)))
(assert
 (let ((?x107 (dim in_X 3)))
 (= 1 ?x107)))
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
 (= (rank in_B) 1))
(assert
 (= (dim in_B 0) sym_k))
(assert
 (let ((?x125 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (rank ?x125) 4)))
(assert
 (let ((?x125 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x125 0) sym_n)))
(assert
 (let ((?x125 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x125 1) sym_k)))
(assert
 (let ((?x125 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x125 2) sym_kh)))
(assert
 (let ((?x125 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x125 3) sym_kw)))
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
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x149 (dim ?x144 1)))
 (= ?x149 ?x143)))))
(assert
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (= (rank ?x151) 2))))))
(assert
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (= (dim ?x151 0) sym_n))))))
(assert
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x156 (dim ?x151 1)))
 (= ?x156 ?x143)))))))
(assert
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
 (= (rank ?x158) 4)))))))
(assert
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
 (= (dim ?x158 0) sym_n)))))))
(assert
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
 (= (dim ?x158 1) sym_k)))))))
(assert
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
 (= (dim ?x158 2) sym_kh)))))))
(assert
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
 (= (dim ?x158 3) sym_kw)))))))
(assert
 (= (rank (reshape3 sym_k 1 1 in_B)) 3))
(assert
 (= (dim (reshape3 sym_k 1 1 in_B) 0) sym_k))
(assert
 (let ((?x169 (reshape3 sym_k 1 1 in_B)))
 (let ((?x174 (dim ?x169 1)))
 (= 1 ?x174))))
(assert
 (let ((?x169 (reshape3 sym_k 1 1 in_B)))
 (let ((?x176 (dim ?x169 2)))
 (= 1 ?x176))))
(assert
 (let ((?x169 (reshape3 sym_k 1 1 in_B)))
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
 (let ((?x178 (addb ?x158 ?x169)))
 (= (rank ?x178) 4)))))))))
(assert
 (let ((?x169 (reshape3 sym_k 1 1 in_B)))
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
 (let ((?x178 (addb ?x158 ?x169)))
 (= (dim ?x178 0) sym_n)))))))))
(assert
 (let ((?x169 (reshape3 sym_k 1 1 in_B)))
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
 (let ((?x178 (addb ?x158 ?x169)))
 (= (dim ?x178 1) sym_k)))))))))
(assert
 (let ((?x169 (reshape3 sym_k 1 1 in_B)))
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
 (let ((?x178 (addb ?x158 ?x169)))
 (= (dim ?x178 2) sym_kh)))))))))
(assert
 (let ((?x169 (reshape3 sym_k 1 1 in_B)))
 (let ((?x143 (* sym_k sym_kh sym_kw)))
 (let ((?x144 (reshape2 sym_c ?x143 in_W)))
 (let ((?x136 (reshape2 sym_n sym_c in_X)))
 (let ((?x151 (matmul ?x136 ?x144)))
 (let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
 (let ((?x178 (addb ?x158 ?x169)))
 (= (dim ?x178 3) sym_kw)))))))))
(assert
 (let ((?x169 (reshape3 sym_k 1 1 in_B)))
(let ((?x143 (* sym_k sym_kh sym_kw)))
(let ((?x144 (reshape2 sym_c ?x143 in_W)))
(let ((?x136 (reshape2 sym_n sym_c in_X)))
(let ((?x151 (matmul ?x136 ?x144)))
(let ((?x158 (reshape4 sym_n sym_k sym_kh sym_kw ?x151)))
(let ((?x178 (addb ?x158 ?x169)))
(let ((?x125 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
(and (distinct ?x125 ?x178) true))))))))))
(check-sat)
