; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_smul_x
; z3 rlimit used: 23606
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x31 (= (rank W) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x31 (= (rank S) 0))))
 (=> $x35 $x40)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x71 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x68 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x72 (= ?x68 ?x71)))
 (let (($x28 (= (rank X2) 4)))
 (let (($x31 (= (rank X1) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x66 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x31 $x28 (= (rank W) 4))))
 (=> $x66 $x72)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x110 (dim in_k1 2)))
 (= 3 ?x110)))
(assert
 (let ((?x112 (dim in_k1 3)))
 (= 3 ?x112)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 0) sym_n)))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 1) sym_c2)))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (dim ?x117 2)))
 (= ?x124 ?x128))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (dim ?x117 3)))
 (= ?x130 ?x133))))))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (smul ?x117 in_s1)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (smul ?x117 in_s1)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (smul ?x117 in_s1)))
 (= (dim ?x135 1) sym_c2))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (smul ?x117 in_s1)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x128)))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (smul ?x117 in_s1)))
 (let ((?x144 (dim ?x135 3)))
 (= ?x144 ?x133)))))))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (smul ?x117 in_s1)))
 (let ((?x146 (concat 0 ?x135 ?x117)))
 (= (rank ?x146) 4)))))
(assert
 (let ((?x150 (* 2 sym_n)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (smul ?x117 in_s1)))
 (let ((?x146 (concat 0 ?x135 ?x117)))
 (let ((?x149 (dim ?x146 0)))
 (= ?x149 ?x150)))))))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (smul ?x117 in_s1)))
 (let ((?x146 (concat 0 ?x135 ?x117)))
 (= (dim ?x146 1) sym_c2)))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (smul ?x117 in_s1)))
 (let ((?x146 (concat 0 ?x135 ?x117)))
 (let ((?x154 (dim ?x146 2)))
 (= ?x154 ?x128))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (smul ?x117 in_s1)))
 (let ((?x146 (concat 0 ?x135 ?x117)))
 (let ((?x156 (dim ?x146 3)))
 (= ?x156 ?x133))))))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (>= ?x128 0))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (>= ?x133 0))))
(assert
 (let ((?x150 (* 2 sym_n)))
 (>= ?x150 0)))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (concat 0 (smul in_i1 in_s1) in_i1)) 4))
(assert
 (let ((?x150 (* 2 sym_n)))
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 ?x161 in_i1)))
 (let ((?x175 (dim ?x172 0)))
 (= ?x175 ?x150))))))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 3) sym_w))
(assert
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 ?x161 in_i1)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 in_k1)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x150 (* 2 sym_n)))
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 ?x161 in_i1)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 in_k1)))
 (let ((?x186 (dim ?x183 0)))
 (= ?x186 ?x150)))))))
(assert
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 ?x161 in_i1)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 in_k1)))
 (= (dim ?x183 1) sym_c2)))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 ?x161 in_i1)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 in_k1)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x128))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 ?x161 in_i1)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 in_k1)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x133))))))))
(assert
 (let ((?x161 (smul in_i1 in_s1)))
(let ((?x172 (concat 0 ?x161 in_i1)))
(let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 in_k1)))
(let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x135 (smul ?x117 in_s1)))
(let ((?x146 (concat 0 ?x135 ?x117)))
(and (distinct ?x146 ?x183) true))))))))
(check-sat)
