; verified_opt proof obligation: unsat means the rule holds
; axioms used: convt_1x1_matmul, convtb_bias
; z3 rlimit used: 21333
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun addb (T T) T)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun convt (Int Int Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun convtb (Int Int Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun rank (T) Int)
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
(declare-fun in_B () T)
(declare-fun in_W () T)
(declare-fun in_X () T)
(assert
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (oh Int) (ow Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x42 (convt sh sw pt pl pb pr dh dw 1 oh ow X W)))
 (let ((?x44 (addb ?x42 (reshape3 (dim B 0) 1 1 B))))
 (let ((?x41 (convtb sh sw pt pl pb pr dh dw 1 oh ow X W B)))
 (let (($x45 (= ?x41 ?x44)))
 (let (($x15 (>= sw 1)))
 (let (($x13 (>= sh 1)))
 (let (($x40 (and (= (dim B 0) (dim W 1)) $x13 $x15 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (>= oh 0) (>= ow 0) (= (rank X) 4) (= (rank W) 4) (= (rank B) 1))))
 (=> $x40 $x45)))))))) :pattern ( (convtb sh sw pt pl pb pr dh dw 1 oh ow X W B) ) :pattern ( (addb (convt sh sw pt pl pb pr dh dw 1 oh ow X W) (reshape3 (dim B 0) 1 1 B)) ) :qid convtb_bias))
 )
(assert
 (forall ((W T) (X T) (sh Int) (sw Int) )(! (let ((?x90 (dim W 0)))
 (let ((?x93 (reshape2 ?x90 (* (* (dim W 1) (dim W 2)) (dim W 3)) W)))
 (let ((?x84 (dim X 0)))
 (let ((?x89 (reshape2 ?x84 (dim X 1) X)))
 (let ((?x87 (dim W 3)))
 (let ((?x86 (dim W 2)))
 (let ((?x85 (dim W 1)))
 (let ((?x83 (convt sh sw 0 0 0 0 1 1 1 0 0 X W)))
 (let (($x81 (= (rank W) 4)))
 (let (($x78 (= (rank X) 4)))
 (let (($x15 (>= sw 1)))
 (let (($x13 (>= sh 1)))
 (let (($x82 (and $x13 $x15 (= 1 (dim X 2)) (= 1 (dim X 3)) $x78 $x81)))
 (=> $x82 (= ?x83 (reshape4 ?x84 ?x85 ?x86 ?x87 (matmul ?x89 ?x93))))))))))))))))) :pattern ( (convt sh sw 0 0 0 0 1 1 1 0 0 X W) ) :qid convt_1x1_matmul))
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
 (let ((?x148 (dim in_X 2)))
 (= 1 ?x148)))
(assert
 (let ((?x150 (dim in_X 3)))
 (= 1 ?x150)))
(assert
 (let ((?x152 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (rank ?x152) 4)))
(assert
 (let ((?x152 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x152 0) sym_n)))
(assert
 (let ((?x152 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x152 1) sym_k)))
(assert
 (let ((?x152 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x152 2) sym_kh)))
(assert
 (let ((?x152 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x152 3) sym_kw)))
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
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x176 (dim ?x171 1)))
 (= ?x176 ?x170)))))
(assert
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (= (rank ?x178) 2))))))
(assert
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (= (dim ?x178 0) sym_n))))))
(assert
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x183 (dim ?x178 1)))
 (= ?x183 ?x170)))))))
(assert
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
 (= (rank ?x185) 4)))))))
(assert
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
 (= (dim ?x185 0) sym_n)))))))
(assert
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
 (= (dim ?x185 1) sym_k)))))))
(assert
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
 (= (dim ?x185 2) sym_kh)))))))
(assert
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
 (= (dim ?x185 3) sym_kw)))))))
(assert
 (= (rank (reshape3 sym_k 1 1 in_B)) 3))
(assert
 (= (dim (reshape3 sym_k 1 1 in_B) 0) sym_k))
(assert
 (let ((?x196 (reshape3 sym_k 1 1 in_B)))
 (let ((?x201 (dim ?x196 1)))
 (= 1 ?x201))))
(assert
 (let ((?x196 (reshape3 sym_k 1 1 in_B)))
 (let ((?x203 (dim ?x196 2)))
 (= 1 ?x203))))
(assert
 (let ((?x196 (reshape3 sym_k 1 1 in_B)))
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
 (let ((?x205 (addb ?x185 ?x196)))
 (= (rank ?x205) 4)))))))))
(assert
 (let ((?x196 (reshape3 sym_k 1 1 in_B)))
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
 (let ((?x205 (addb ?x185 ?x196)))
 (= (dim ?x205 0) sym_n)))))))))
(assert
 (let ((?x196 (reshape3 sym_k 1 1 in_B)))
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
 (let ((?x205 (addb ?x185 ?x196)))
 (= (dim ?x205 1) sym_k)))))))))
(assert
 (let ((?x196 (reshape3 sym_k 1 1 in_B)))
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
 (let ((?x205 (addb ?x185 ?x196)))
 (= (dim ?x205 2) sym_kh)))))))))
(assert
 (let ((?x196 (reshape3 sym_k 1 1 in_B)))
 (let ((?x170 (* sym_k sym_kh sym_kw)))
 (let ((?x171 (reshape2 sym_c ?x170 in_W)))
 (let ((?x163 (reshape2 sym_n sym_c in_X)))
 (let ((?x178 (matmul ?x163 ?x171)))
 (let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
 (let ((?x205 (addb ?x185 ?x196)))
 (= (dim ?x205 3) sym_kw)))))))))
(assert
 (let ((?x196 (reshape3 sym_k 1 1 in_B)))
(let ((?x170 (* sym_k sym_kh sym_kw)))
(let ((?x171 (reshape2 sym_c ?x170 in_W)))
(let ((?x163 (reshape2 sym_n sym_c in_X)))
(let ((?x178 (matmul ?x163 ?x171)))
(let ((?x185 (reshape4 sym_n sym_k sym_kh sym_kw ?x178)))
(let ((?x205 (addb ?x185 ?x196)))
(let ((?x152 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
(and (distinct ?x152 ?x205) true))))))))))
(check-sat)
