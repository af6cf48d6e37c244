; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_add_x, relu_conv_idkernel
; z3 rlimit used: 36244
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
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x21 (idkernel4 c k k)))
 (let ((?x25 (conv s s p p p p 1 1 1 (relu X) ?x21)))
 (let ((?x23 (relu (conv s s p p p p 1 1 1 X ?x21))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x20 (and $x7 $x10 (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x20 $x26)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x75 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x77 (conv s s p p p p 1 1 1 ?x75 (idkernel4 m k k))))
 (let ((?x73 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x74 (conv 1 1 0 0 0 0 1 1 1 ?x73 U)))
 (let (($x78 (= ?x74 ?x77)))
 (let (($x70 (= (rank U) 4)))
 (let (($x68 (= (rank X) 4)))
 (let (($x60 (= (dim U 1) c)))
 (let (($x58 (= (dim U 0) m)))
 (let (($x55 (= (dim X 1) c)))
 (let (($x51 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x71 (and $x7 $x10 $x51 $x55 $x58 $x60 (= 1 (dim U 2)) (= 1 (dim U 3)) $x68 $x70)))
 (=> $x71 $x78))))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x126 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x123 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x127 (= ?x123 ?x126)))
 (let (($x7 (>= sw 1)))
 (let (($x121 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x121 $x127)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x161 (dim in_u1 2)))
 (= 1 ?x161)))
(assert
 (let ((?x163 (dim in_u1 3)))
 (= 1 ?x163)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (= (rank ?x176) 4))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (= (dim ?x176 0) sym_n))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (= (dim ?x176 1) sym_c))))
(assert
 (let ((?x185 (+ (- 2) sym_h)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x185))))))
(assert
 (let ((?x188 (+ (- 2) sym_w)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x187 (dim ?x176 3)))
 (= ?x187 ?x188))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (rank ?x190) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x190 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x190 1) sym_c)))))
(assert
 (let ((?x185 (+ (- 2) sym_h)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x185)))))))
(assert
 (let ((?x188 (+ (- 2) sym_w)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x188)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (rank ?x201) 4))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 0) sym_n))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 1) sym_c))))))
(assert
 (let ((?x185 (+ (- 2) sym_h)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x185))))))))
(assert
 (let ((?x188 (+ (- 2) sym_w)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x188))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (add ?x176 ?x201)))
 (= (rank ?x212) 4)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (add ?x176 ?x201)))
 (= (dim ?x212 0) sym_n)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (add ?x176 ?x201)))
 (= (dim ?x212 1) sym_c)))))))
(assert
 (let ((?x185 (+ (- 2) sym_h)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (add ?x176 ?x201)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x185)))))))))
(assert
 (let ((?x188 (+ (- 2) sym_w)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (add ?x176 ?x201)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x188)))))))))
(assert
 (let ((?x185 (+ (- 2) sym_h)))
 (>= ?x185 0)))
(assert
 (let ((?x188 (+ (- 2) sym_w)))
 (>= ?x188 0)))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x225) 4)))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x225 0) sym_n)))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x225 1) sym_c)))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x225 2) sym_h)))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x225 3) sym_w)))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (= (rank ?x236) 4))))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (= (dim ?x236 0) sym_n))))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (= (dim ?x236 1) sym_c))))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (= (dim ?x236 2) sym_h))))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (= (dim ?x236 3) sym_w))))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (add in_i1 ?x236)))
 (= (rank ?x247) 4)))))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (add in_i1 ?x236)))
 (= (dim ?x247 0) sym_n)))))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (add in_i1 ?x236)))
 (= (dim ?x247 1) sym_c)))))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (add in_i1 ?x236)))
 (= (dim ?x247 2) sym_h)))))
(assert
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (add in_i1 ?x236)))
 (= (dim ?x247 3) sym_w)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (add in_i1 ?x236)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 ?x165)))
 (= (rank ?x258) 4)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (add in_i1 ?x236)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 ?x165)))
 (= (dim ?x258 0) sym_n)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (add in_i1 ?x236)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 ?x165)))
 (= (dim ?x258 1) sym_c)))))))
(assert
 (let ((?x185 (+ (- 2) sym_h)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (add in_i1 ?x236)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 ?x165)))
 (let ((?x265 (dim ?x258 2)))
 (= ?x265 ?x185)))))))))
(assert
 (let ((?x188 (+ (- 2) sym_w)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (add in_i1 ?x236)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 ?x165)))
 (let ((?x267 (dim ?x258 3)))
 (= ?x267 ?x188)))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
(let ((?x225 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x236 (relu ?x225)))
(let ((?x247 (add in_i1 ?x236)))
(let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 ?x165)))
(let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
(let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
(let ((?x201 (relu ?x190)))
(let ((?x212 (add ?x176 ?x201)))
(and (distinct ?x212 ?x258) true)))))))))))
(check-sat)
