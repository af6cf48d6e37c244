; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, relu_conv_idkernel
; z3 rlimit used: 75664
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x18 (idkernel4 c k k)))
 (let ((?x22 (conv s s p p p p 1 1 1 (relu X) ?x18)))
 (let ((?x20 (relu (conv s s p p p p 1 1 1 X ?x18))))
 (let (($x23 (= ?x20 ?x22)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x17 (and $x7 $x10 (>= k 1) (= (dim X 1) c))))
 (=> $x17 $x23)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x68 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x70 (conv s s p p p p 1 1 1 ?x68 (idkernel4 m k k))))
 (let ((?x66 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x67 (conv 1 1 0 0 0 0 1 1 1 ?x66 U)))
 (let (($x71 (= ?x67 ?x70)))
 (let (($x57 (= (dim U 1) c)))
 (let (($x55 (= (dim U 0) m)))
 (let (($x52 (= (dim X 1) c)))
 (let (($x48 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x64 (and $x7 $x10 $x48 $x52 $x55 $x57 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x64 $x71))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x110 (dim in_u1 2)))
 (= 1 ?x110)))
(assert
 (let ((?x112 (dim in_u1 3)))
 (= 1 ?x112)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x121 (dim ?x114 2)))
 (= 3 ?x121))))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x123 (dim ?x114 3)))
 (= 3 ?x123))))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (= (rank ?x125) 4))))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (= (dim ?x125 0) sym_n))))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (= (dim ?x125 1) sym_c))))
(assert
 (let ((?x134 (+ (- 2) sym_h)))
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x134))))))
(assert
 (let ((?x137 (+ (- 2) sym_w)))
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x136 (dim ?x125 3)))
 (= ?x136 ?x137))))))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x139 (relu ?x125)))
 (= (rank ?x139) 4)))))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x139 (relu ?x125)))
 (= (dim ?x139 0) sym_n)))))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x139 (relu ?x125)))
 (= (dim ?x139 1) sym_c)))))
(assert
 (let ((?x134 (+ (- 2) sym_h)))
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x139 (relu ?x125)))
 (let ((?x146 (dim ?x139 2)))
 (= ?x146 ?x134)))))))
(assert
 (let ((?x137 (+ (- 2) sym_w)))
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x139 (relu ?x125)))
 (let ((?x148 (dim ?x139 3)))
 (= ?x148 ?x137)))))))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x139 (relu ?x125)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x139 in_u1)))
 (= (rank ?x150) 4))))))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x139 (relu ?x125)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x139 in_u1)))
 (= (dim ?x150 0) sym_n))))))
(assert
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x139 (relu ?x125)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x139 in_u1)))
 (= (dim ?x150 1) sym_c2))))))
(assert
 (let ((?x134 (+ (- 2) sym_h)))
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x139 (relu ?x125)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x139 in_u1)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x134))))))))
(assert
 (let ((?x137 (+ (- 2) sym_w)))
 (let ((?x114 (idkernel4 sym_c 3 3)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x139 (relu ?x125)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x139 in_u1)))
 (let ((?x159 (dim ?x150 3)))
 (= ?x159 ?x137))))))))
(assert
 (let ((?x134 (+ (- 2) sym_h)))
 (>= ?x134 0)))
(assert
 (let ((?x137 (+ (- 2) sym_w)))
 (>= ?x137 0)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (dim ?x163 2)))
 (= 3 ?x170))))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x172 (dim ?x163 3)))
 (= 3 ?x172))))
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
 (let ((?x174 (relu in_i1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (rank ?x185) 4))))
(assert
 (let ((?x174 (relu in_i1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x185 0) sym_n))))
(assert
 (let ((?x174 (relu in_i1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x185 1) sym_c2))))
(assert
 (let ((?x174 (relu in_i1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x185 2) sym_h))))
(assert
 (let ((?x174 (relu in_i1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x185 3) sym_w))))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x174 (relu in_i1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x163)))
 (= (rank ?x196) 4))))))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x174 (relu in_i1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x163)))
 (= (dim ?x196 0) sym_n))))))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x174 (relu in_i1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x163)))
 (= (dim ?x196 1) sym_c2))))))
(assert
 (let ((?x134 (+ (- 2) sym_h)))
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x174 (relu in_i1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x163)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x134))))))))
(assert
 (let ((?x137 (+ (- 2) sym_w)))
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x174 (relu in_i1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x163)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x137))))))))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
(let ((?x174 (relu in_i1)))
(let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
(let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x163)))
(let ((?x114 (idkernel4 sym_c 3 3)))
(let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x114)))
(let ((?x139 (relu ?x125)))
(let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x139 in_u1)))
(and (distinct ?x150 ?x196) true))))))))))
(check-sat)
