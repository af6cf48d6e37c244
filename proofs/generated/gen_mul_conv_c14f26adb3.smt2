; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, mul_comm, smul_mul
; z3 rlimit used: 49340
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun mul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x43 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x43 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x50 (mul Y X)))
 (let ((?x49 (mul X Y)))
 (= ?x49 ?x50))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x58 (mul X (smul Y S))))
 (let ((?x49 (mul X Y)))
 (let ((?x56 (smul ?x49 S)))
 (= ?x56 ?x58)))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x107 (dim in_k1 2)))
 (= 3 ?x107)))
(assert
 (let ((?x109 (dim in_k1 3)))
 (= 3 ?x109)))
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
 (= (rank (mul in_i2 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x114 (smul in_i1 in_s1)))
 (let ((?x125 (mul in_i2 ?x114)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (= (rank ?x136) 4)))))
(assert
 (let ((?x114 (smul in_i1 in_s1)))
 (let ((?x125 (mul in_i2 ?x114)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (= (dim ?x136 0) sym_n)))))
(assert
 (let ((?x114 (smul in_i1 in_s1)))
 (let ((?x125 (mul in_i2 ?x114)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (= (dim ?x136 1) sym_c2)))))
(assert
 (let ((?x146 (div (+ (- 1) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x114 (smul in_i1 in_s1)))
 (let ((?x125 (mul in_i2 ?x114)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x147))))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x114 (smul in_i1 in_s1)))
 (let ((?x125 (mul in_i2 ?x114)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (let ((?x149 (dim ?x136 3)))
 (= ?x149 ?x152))))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (>= ?x147 0))))
(assert
 (let ((?x151 (div (+ (- 1) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (>= ?x152 0))))
(assert
 (= (rank (mul in_i1 in_i2)) 4))
(assert
 (= (dim (mul in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x174 (dim ?x167 2)))
 (= 3 ?x174))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x176 (dim ?x167 3)))
 (= 3 ?x176))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x156 (mul in_i1 in_i2)))
 (let ((?x178 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x167)))
 (= (rank ?x178) 4)))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x156 (mul in_i1 in_i2)))
 (let ((?x178 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x167)))
 (= (dim ?x178 0) sym_n)))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x156 (mul in_i1 in_i2)))
 (let ((?x178 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x167)))
 (= (dim ?x178 1) sym_c2)))))
(assert
 (let ((?x146 (div (+ (- 1) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x156 (mul in_i1 in_i2)))
 (let ((?x178 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x167)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x147))))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x156 (mul in_i1 in_i2)))
 (let ((?x178 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x167)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x152))))))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
(let ((?x156 (mul in_i1 in_i2)))
(let ((?x178 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x167)))
(let ((?x114 (smul in_i1 in_s1)))
(let ((?x125 (mul in_i2 ?x114)))
(let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
(and (distinct ?x136 ?x178) true))))))))
(check-sat)
