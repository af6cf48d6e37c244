; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, relu_conv_idkernel
; z3 rlimit used: 32299
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x21 (idkernel4 c k k)))
 (let ((?x25 (conv s s p p p p 1 1 1 (relu X) ?x21)))
 (let ((?x23 (relu (conv s s p p p p 1 1 1 X ?x21))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x7 (>= s 1)))
 (let (($x20 (and $x7 (>= p 0) (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x20 $x26))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x93 (= ?x89 ?x92)))
 (let (($x7 (>= sw 1)))
 (let (($x87 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x87 $x93)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (>= sym_c 1))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x138 (dim ?x131 2)))
 (= 3 ?x138))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x140 (dim ?x131 3)))
 (= 3 ?x140))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (dim ?x142 0) sym_n))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (dim ?x142 1) sym_c))))
(assert
 (let ((?x151 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x151))))))
(assert
 (let ((?x154 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x153 (dim ?x142 3)))
 (= ?x153 ?x154))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (= (rank ?x156) 4))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (= (dim ?x156 0) sym_n))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (= (dim ?x156 1) sym_c))))
(assert
 (let ((?x151 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x151))))))
(assert
 (let ((?x154 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x165 (dim ?x156 3)))
 (= ?x165 ?x154))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x167 (relu ?x156)))
 (= (rank ?x167) 4)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x167 (relu ?x156)))
 (= (dim ?x167 0) sym_n)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x167 (relu ?x156)))
 (= (dim ?x167 1) sym_c)))))
(assert
 (let ((?x151 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x167 (relu ?x156)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x151)))))))
(assert
 (let ((?x154 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x167 (relu ?x156)))
 (let ((?x176 (dim ?x167 3)))
 (= ?x176 ?x154)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x167 (relu ?x156)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x178 (add ?x142 ?x167)))
 (= (rank ?x178) 4)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x167 (relu ?x156)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x178 (add ?x142 ?x167)))
 (= (dim ?x178 0) sym_n)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x167 (relu ?x156)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x178 (add ?x142 ?x167)))
 (= (dim ?x178 1) sym_c)))))))
(assert
 (let ((?x151 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x167 (relu ?x156)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x178 (add ?x142 ?x167)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x151)))))))))
(assert
 (let ((?x154 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x167 (relu ?x156)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x178 (add ?x142 ?x167)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x154)))))))))
(assert
 (let ((?x151 (+ (- 2) sym_h)))
 (>= ?x151 0)))
(assert
 (let ((?x154 (+ (- 2) sym_w)))
 (>= ?x154 0)))
(assert
 (= (rank (relu in_i2)) 4))
(assert
 (= (dim (relu in_i2) 0) sym_n))
(assert
 (= (dim (relu in_i2) 1) sym_c))
(assert
 (= (dim (relu in_i2) 2) sym_h))
(assert
 (= (dim (relu in_i2) 3) sym_w))
(assert
 (= (rank (add in_i1 (relu in_i2))) 4))
(assert
 (= (dim (add in_i1 (relu in_i2)) 0) sym_n))
(assert
 (= (dim (add in_i1 (relu in_i2)) 1) sym_c))
(assert
 (= (dim (add in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (add in_i1 (relu in_i2)) 3) sym_w))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x191 (relu in_i2)))
 (let ((?x202 (add in_i1 ?x191)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x202 ?x131)))
 (= (rank ?x213) 4))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x191 (relu in_i2)))
 (let ((?x202 (add in_i1 ?x191)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x202 ?x131)))
 (= (dim ?x213 0) sym_n))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x191 (relu in_i2)))
 (let ((?x202 (add in_i1 ?x191)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x202 ?x131)))
 (= (dim ?x213 1) sym_c))))))
(assert
 (let ((?x151 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x191 (relu in_i2)))
 (let ((?x202 (add in_i1 ?x191)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x202 ?x131)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x151))))))))
(assert
 (let ((?x154 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x191 (relu in_i2)))
 (let ((?x202 (add in_i1 ?x191)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x202 ?x131)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x154))))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
(let ((?x191 (relu in_i2)))
(let ((?x202 (add in_i1 ?x191)))
(let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x202 ?x131)))
(let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
(let ((?x167 (relu ?x156)))
(let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
(let ((?x178 (add ?x142 ?x167)))
(and (distinct ?x178 ?x213) true))))))))))
(check-sat)
