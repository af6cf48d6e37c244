; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, relu_conv_idkernel
; z3 rlimit used: 75787
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x18 (idkernel4 c k k)))
 (let ((?x22 (conv s s p p p p 1 1 1 (relu X) ?x18)))
 (let ((?x20 (relu (conv s s p p p p 1 1 1 X ?x18))))
 (let (($x23 (= ?x20 ?x22)))
 (let (($x7 (>= s 1)))
 (let (($x17 (and $x7 (>= p 0) (>= k 1) (= (dim X 1) c))))
 (=> $x17 $x23))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x69 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x70 (= ?x66 ?x69)))
 (let (($x7 (>= sw 1)))
 (let (($x61 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x61 $x70)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x118 (dim ?x111 2)))
 (= 3 ?x118))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x120 (dim ?x111 3)))
 (= 3 ?x120))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
 (= (rank ?x122) 4))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
 (= (dim ?x122 0) sym_n))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
 (= (dim ?x122 1) sym_c))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x131))))))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
 (let ((?x133 (dim ?x122 3)))
 (= ?x133 ?x134))))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (= (rank ?x136) 4))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (= (dim ?x136 0) sym_n))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (= (dim ?x136 1) sym_c))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x131))))))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x145 (dim ?x136 3)))
 (= ?x145 ?x134))))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x147 (relu ?x136)))
 (= (rank ?x147) 4)))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x147 (relu ?x136)))
 (= (dim ?x147 0) sym_n)))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x147 (relu ?x136)))
 (= (dim ?x147 1) sym_c)))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x147 (relu ?x136)))
 (let ((?x154 (dim ?x147 2)))
 (= ?x154 ?x131)))))))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x147 (relu ?x136)))
 (let ((?x156 (dim ?x147 3)))
 (= ?x156 ?x134)))))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x147 (relu ?x136)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
 (let ((?x158 (add ?x122 ?x147)))
 (= (rank ?x158) 4)))))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x147 (relu ?x136)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
 (let ((?x158 (add ?x122 ?x147)))
 (= (dim ?x158 0) sym_n)))))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x147 (relu ?x136)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
 (let ((?x158 (add ?x122 ?x147)))
 (= (dim ?x158 1) sym_c)))))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x147 (relu ?x136)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
 (let ((?x158 (add ?x122 ?x147)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x131)))))))))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
 (let ((?x147 (relu ?x136)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
 (let ((?x158 (add ?x122 ?x147)))
 (let ((?x167 (dim ?x158 3)))
 (= ?x167 ?x134)))))))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (>= ?x131 0)))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (>= ?x134 0)))
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
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x171 (relu in_i2)))
 (let ((?x182 (add in_i1 ?x171)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 ?x111)))
 (= (rank ?x193) 4))))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x171 (relu in_i2)))
 (let ((?x182 (add in_i1 ?x171)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 ?x111)))
 (= (dim ?x193 0) sym_n))))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x171 (relu in_i2)))
 (let ((?x182 (add in_i1 ?x171)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 ?x111)))
 (= (dim ?x193 1) sym_c))))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x171 (relu in_i2)))
 (let ((?x182 (add in_i1 ?x171)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 ?x111)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x131))))))))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (let ((?x111 (idkernel4 sym_c 3 3)))
 (let ((?x171 (relu in_i2)))
 (let ((?x182 (add in_i1 ?x171)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 ?x111)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x134))))))))
(assert
 (let ((?x111 (idkernel4 sym_c 3 3)))
(let ((?x171 (relu in_i2)))
(let ((?x182 (add in_i1 ?x171)))
(let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 ?x111)))
(let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x111)))
(let ((?x147 (relu ?x136)))
(let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x111)))
(let ((?x158 (add ?x122 ?x147)))
(and (distinct ?x158 ?x193) true))))))))))
(check-sat)
