; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_idkernel, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 41756
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x64 (+ q p)))
 (let ((?x79 (- ?x64 1)))
 (let ((?x78 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x81 (= ?x78 (conv s s ?x79 ?x79 ?x79 ?x79 1 1 1 X W))))
 (let (($x28 (= (rank W) 4)))
 (let (($x73 (= (rank X) 4)))
 (let (($x70 (= (dim W 0) m)))
 (let (($x68 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x67 (>= s 1)))
 (=> (and (<= 1 ?x64) (>= 1 p) $x67 $x18 $x68 $x70 $x73 $x28) $x81))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x98 (idkernel4 c k k)))
 (let ((?x102 (conv s s p p p p 1 1 1 (relu X) ?x98)))
 (let ((?x100 (relu (conv s s p p p p 1 1 1 X ?x98))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x73 (= (rank X) 4)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x67 (>= s 1)))
 (let (($x97 (and $x67 $x18 $x21 (= (dim X 1) c) $x73)))
 (=> $x97 $x103)))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x148 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x145 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x149 (= ?x145 ?x148)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x143 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) $x67 $x68 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x143 $x149))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x183 (dim ?x176 2)))
 (= 3 ?x183))))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x185 (dim ?x176 3)))
 (= 3 ?x185))))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (= (rank ?x187) 4))))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (= (dim ?x187 0) sym_n))))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (= (dim ?x187 1) sym_c))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x197)))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x199 (dim ?x187 3)))
 (= ?x199 ?x202)))))))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x204 (relu ?x187)))
 (= (rank ?x204) 4)))))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x204 (relu ?x187)))
 (= (dim ?x204 0) sym_n)))))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x204 (relu ?x187)))
 (= (dim ?x204 1) sym_c)))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x204 (relu ?x187)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x197))))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x204 (relu ?x187)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x202))))))))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x204 (relu ?x187)))
 (let ((?x215 (add ?x187 ?x204)))
 (= (rank ?x215) 4))))))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x204 (relu ?x187)))
 (let ((?x215 (add ?x187 ?x204)))
 (= (dim ?x215 0) sym_n))))))
(assert
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x204 (relu ?x187)))
 (let ((?x215 (add ?x187 ?x204)))
 (= (dim ?x215 1) sym_c))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x204 (relu ?x187)))
 (let ((?x215 (add ?x187 ?x204)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x197)))))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x176 (idkernel4 sym_c 3 3)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
 (let ((?x204 (relu ?x187)))
 (let ((?x215 (add ?x187 ?x204)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x202)))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (>= ?x197 0))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (>= ?x202 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x235 (dim ?x228 2)))
 (= 1 ?x235))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x237 (dim ?x228 3)))
 (= 1 ?x237))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (add in_i1 (relu in_i1))) 4))
(assert
 (= (dim (add in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (relu in_i1)))
 (let ((?x250 (add in_i1 ?x239)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x228)))
 (= (rank ?x261) 4))))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (relu in_i1)))
 (let ((?x250 (add in_i1 ?x239)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x228)))
 (= (dim ?x261 0) sym_n))))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (relu in_i1)))
 (let ((?x250 (add in_i1 ?x239)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x228)))
 (= (dim ?x261 1) sym_c))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (relu in_i1)))
 (let ((?x250 (add in_i1 ?x239)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x228)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x197)))))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (relu in_i1)))
 (let ((?x250 (add in_i1 ?x239)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x228)))
 (let ((?x270 (dim ?x261 3)))
 (= ?x270 ?x202)))))))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
(let ((?x239 (relu in_i1)))
(let ((?x250 (add in_i1 ?x239)))
(let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x228)))
(let ((?x176 (idkernel4 sym_c 3 3)))
(let ((?x187 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x176)))
(let ((?x204 (relu ?x187)))
(let ((?x215 (add ?x187 ?x204)))
(and (distinct ?x215 ?x261) true))))))))))
(check-sat)
