; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 31010
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x90 (= ?x86 ?x89)))
 (let (($x7 (>= sw 1)))
 (let (($x84 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x84 $x90)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x124 (dim ?x117 2)))
 (= 3 ?x124))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x126 (dim ?x117 3)))
 (= 3 ?x126))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (= (rank ?x128) 4))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (= (dim ?x128 0) sym_n))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (= (dim ?x128 1) sym_c))))
(assert
 (let ((?x138 (div (+ (- 3) sym_h) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x135 (dim ?x128 2)))
 (= ?x135 ?x139)))))))
(assert
 (let ((?x143 (div (+ (- 3) sym_w) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x141 (dim ?x128 3)))
 (= ?x141 ?x144)))))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x146 (relu ?x128)))
 (= (rank ?x146) 4)))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x146 (relu ?x128)))
 (= (dim ?x146 0) sym_n)))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x146 (relu ?x128)))
 (= (dim ?x146 1) sym_c)))))
(assert
 (let ((?x138 (div (+ (- 3) sym_h) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x146 (relu ?x128)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x139))))))))
(assert
 (let ((?x143 (div (+ (- 3) sym_w) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x146 (relu ?x128)))
 (let ((?x155 (dim ?x146 3)))
 (= ?x155 ?x144))))))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x146 (relu ?x128)))
 (let ((?x157 (concat 0 ?x128 ?x146)))
 (= (rank ?x157) 4))))))
(assert
 (let ((?x161 (* 2 sym_n)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x146 (relu ?x128)))
 (let ((?x157 (concat 0 ?x128 ?x146)))
 (let ((?x160 (dim ?x157 0)))
 (= ?x160 ?x161))))))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x146 (relu ?x128)))
 (let ((?x157 (concat 0 ?x128 ?x146)))
 (= (dim ?x157 1) sym_c))))))
(assert
 (let ((?x138 (div (+ (- 3) sym_h) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x146 (relu ?x128)))
 (let ((?x157 (concat 0 ?x128 ?x146)))
 (let ((?x165 (dim ?x157 2)))
 (= ?x165 ?x139)))))))))
(assert
 (let ((?x143 (div (+ (- 3) sym_w) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
 (let ((?x146 (relu ?x128)))
 (let ((?x157 (concat 0 ?x128 ?x146)))
 (let ((?x167 (dim ?x157 3)))
 (= ?x167 ?x144)))))))))
(assert
 (let ((?x138 (div (+ (- 3) sym_h) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (>= ?x139 0))))
(assert
 (let ((?x143 (div (+ (- 3) sym_w) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (>= ?x144 0))))
(assert
 (let ((?x161 (* 2 sym_n)))
 (>= ?x161 0)))
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
 (= (rank (concat 0 in_i1 (relu in_i1))) 4))
(assert
 (let ((?x161 (* 2 sym_n)))
 (let ((?x172 (relu in_i1)))
 (let ((?x183 (concat 0 in_i1 ?x172)))
 (let ((?x186 (dim ?x183 0)))
 (= ?x186 ?x161))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x172 (relu in_i1)))
 (let ((?x183 (concat 0 in_i1 ?x172)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x117)))
 (= (rank ?x194) 4))))))
(assert
 (let ((?x161 (* 2 sym_n)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x172 (relu in_i1)))
 (let ((?x183 (concat 0 in_i1 ?x172)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x117)))
 (let ((?x197 (dim ?x194 0)))
 (= ?x197 ?x161))))))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x172 (relu in_i1)))
 (let ((?x183 (concat 0 in_i1 ?x172)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x117)))
 (= (dim ?x194 1) sym_c))))))
(assert
 (let ((?x138 (div (+ (- 3) sym_h) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x172 (relu in_i1)))
 (let ((?x183 (concat 0 in_i1 ?x172)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x117)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x139)))))))))
(assert
 (let ((?x143 (div (+ (- 3) sym_w) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x172 (relu in_i1)))
 (let ((?x183 (concat 0 in_i1 ?x172)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x117)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x144)))))))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
(let ((?x172 (relu in_i1)))
(let ((?x183 (concat 0 in_i1 ?x172)))
(let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x117)))
(let ((?x128 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x117)))
(let ((?x146 (relu ?x128)))
(let ((?x157 (concat 0 ?x128 ?x146)))
(and (distinct ?x157 ?x194) true)))))))))
(check-sat)
