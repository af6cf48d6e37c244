; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 75478
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x33))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x60))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x97 (dim in_k1 2)))
 (= 3 ?x97)))
(assert
 (let ((?x99 (dim in_k1 3)))
 (= 3 ?x99)))
(assert
 (= (rank in_s1) 0))
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
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_k1)))
 (= (rank ?x115) 4))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_k1)))
 (= (dim ?x115 0) sym_n))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_k1)))
 (= (dim ?x115 1) sym_c2))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_k1)))
 (= (dim ?x115 2) sym_h))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_k1)))
 (= (dim ?x115 3) sym_w))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 ?x104 in_k1)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 ?x104 in_k1)))
 (= (dim ?x126 0) sym_n))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 ?x104 in_k1)))
 (= (dim ?x126 1) sym_c2))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 ?x104 in_k1)))
 (let ((?x133 (dim ?x126 2)))
 (= ?x133 ?x137)))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 ?x104 in_k1)))
 (let ((?x139 (dim ?x126 3)))
 (= ?x139 ?x142)))))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (>= ?x137 0))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (>= ?x142 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x153 (dim ?x146 2)))
 (= 3 ?x153))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x155 (dim ?x146 3)))
 (= 3 ?x155))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x146)))
 (= (rank ?x157) 4))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x146)))
 (= (dim ?x157 0) sym_n))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x146)))
 (= (dim ?x157 1) sym_c2))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x146)))
 (= (dim ?x157 2) sym_h))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x146)))
 (= (dim ?x157 3) sym_w))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (rank ?x168) 4))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (dim ?x168 0) sym_n))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (dim ?x168 1) sym_c2))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x137)))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x142)))))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
(let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
(let ((?x104 (smul in_i1 in_s1)))
(let ((?x126 (conv 2 2 0 0 0 0 1 1 1 ?x104 in_k1)))
(let ((?x157 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x146)))
(let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_k1)))
(or (and (distinct ?x115 ?x157) true) (and (distinct ?x126 ?x168) true)))))))))
(check-sat)
