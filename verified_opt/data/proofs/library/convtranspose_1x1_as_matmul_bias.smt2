; verified_opt proof obligation: unsat means the rule holds
; axioms used: convt_1x1_matmul, convtb_bias
; z3 rlimit used: 20335
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
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (oh Int) (ow Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (convt sh sw pt pl pb pr dh dw 1 oh ow X W)))
 (let ((?x42 (addb ?x39 (reshape3 (dim B 0) 1 1 B))))
 (let ((?x38 (convtb sh sw pt pl pb pr dh dw 1 oh ow X W B)))
 (let (($x43 (= ?x38 ?x42)))
 (let (($x9 (>= sw 1)))
 (let (($x7 (>= sh 1)))
 (let (($x37 (and $x7 $x9 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (>= oh 0) (>= ow 0) (= (rank X) 4) (= (rank W) 4) (= (rank B) 1))))
 (=> $x37 $x43)))))))) :pattern ( (convtb sh sw pt pl pb pr dh dw 1 oh ow X W B) ) :pattern ( (addb (convt sh sw pt pl pb pr dh dw 1 oh ow X W) (reshape3 (dim B 0) 1 1 B)) ) :qid convtb_bias))
 )
(assert
 (forall ((W T) (X T) (sh Int) (sw Int) )(! (let ((?x88 (dim W 0)))
 (let ((?x91 (reshape2 ?x88 (* (* (dim W 1) (dim W 2)) (dim W 3)) W)))
 (let ((?x82 (dim X 0)))
 (let ((?x87 (reshape2 ?x82 (dim X 1) X)))
 (let ((?x85 (dim W 3)))
 (let ((?x84 (dim W 2)))
 (let ((?x83 (dim W 1)))
 (let ((?x81 (convt sh sw 0 0 0 0 1 1 1 0 0 X W)))
 (let (($x79 (= (rank W) 4)))
 (let (($x76 (= (rank X) 4)))
 (let (($x9 (>= sw 1)))
 (let (($x7 (>= sh 1)))
 (let (($x80 (and $x7 $x9 (= 1 (dim X 2)) (= 1 (dim X 3)) $x76 $x79)))
 (=> $x80 (= ?x81 (reshape4 ?x82 ?x83 ?x84 ?x85 (matmul ?x87 ?x91))))))))))))))))) :pattern ( (convt sh sw 0 0 0 0 1 1 1 0 0 X W) ) :qid convt_1x1_matmul))
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
 (let ((?x146 (dim in_X 2)))
 (= 1 ?x146)))
(assert
 (let ((?x148 (dim in_X 3)))
 (= 1 ?x148)))
(assert
 (let ((?x150 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (rank ?x150) 4)))
(assert
 (let ((?x150 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x150 0) sym_n)))
(assert
 (let ((?x150 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x150 1) sym_k)))
(assert
 (let ((?x150 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x150 2) sym_kh)))
(assert
 (let ((?x150 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
 (= (dim ?x150 3) sym_kw)))
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
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x174 (dim ?x169 1)))
 (= ?x174 ?x168)))))
(assert
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (= (rank ?x176) 2))))))
(assert
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (= (dim ?x176 0) sym_n))))))
(assert
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x181 (dim ?x176 1)))
 (= ?x181 ?x168)))))))
(assert
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
 (= (rank ?x183) 4)))))))
(assert
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
 (= (dim ?x183 0) sym_n)))))))
(assert
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
 (= (dim ?x183 1) sym_k)))))))
(assert
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
 (= (dim ?x183 2) sym_kh)))))))
(assert
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
 (= (dim ?x183 3) sym_kw)))))))
(assert
 (= (rank (reshape3 sym_k 1 1 in_B)) 3))
(assert
 (= (dim (reshape3 sym_k 1 1 in_B) 0) sym_k))
(assert
 (let ((?x194 (reshape3 sym_k 1 1 in_B)))
 (let ((?x199 (dim ?x194 1)))
 (= 1 ?x199))))
(assert
 (let ((?x194 (reshape3 sym_k 1 1 in_B)))
 (let ((?x201 (dim ?x194 2)))
 (= 1 ?x201))))
(assert
 (let ((?x194 (reshape3 sym_k 1 1 in_B)))
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
 (let ((?x203 (addb ?x183 ?x194)))
 (= (rank ?x203) 4)))))))))
(assert
 (let ((?x194 (reshape3 sym_k 1 1 in_B)))
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
 (let ((?x203 (addb ?x183 ?x194)))
 (= (dim ?x203 0) sym_n)))))))))
(assert
 (let ((?x194 (reshape3 sym_k 1 1 in_B)))
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
 (let ((?x203 (addb ?x183 ?x194)))
 (= (dim ?x203 1) sym_k)))))))))
(assert
 (let ((?x194 (reshape3 sym_k 1 1 in_B)))
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
 (let ((?x203 (addb ?x183 ?x194)))
 (= (dim ?x203 2) sym_kh)))))))))
(assert
 (let ((?x194 (reshape3 sym_k 1 1 in_B)))
 (let ((?x168 (* sym_k sym_kh sym_kw)))
 (let ((?x169 (reshape2 sym_c ?x168 in_W)))
 (let ((?x161 (reshape2 sym_n sym_c in_X)))
 (let ((?x176 (matmul ?x161 ?x169)))
 (let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
 (let ((?x203 (addb ?x183 ?x194)))
 (= (dim ?x203 3) sym_kw)))))))))
(assert
 (let ((?x194 (reshape3 sym_k 1 1 in_B)))
(let ((?x168 (* sym_k sym_kh sym_kw)))
(let ((?x169 (reshape2 sym_c ?x168 in_W)))
(let ((?x161 (reshape2 sym_n sym_c in_X)))
(let ((?x176 (matmul ?x161 ?x169)))
(let ((?x183 (reshape4 sym_n sym_k sym_kh sym_kw ?x176)))
(let ((?x203 (addb ?x183 ?x194)))
(let ((?x150 (convtb sym_sh sym_sw 0 0 0 0 1 1 1 0 0 in_X in_W in_B)))
(and (distinct ?x150 ?x203) true))))))))))
(check-sat)
