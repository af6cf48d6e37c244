; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_add, transpose4_relu
; z3 rlimit used: 75913
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x35 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x38 (= ?x35 ?x37)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x32 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim W 2)) (= 1 (dim W 3)))))
 (=> $x32 $x38)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x74 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x75 (add (transpose4 p0 p1 p2 p3 X) ?x74)))
 (let ((?x72 (transpose4 p0 p1 p2 p3 (add X Y))))
 (let (($x76 (= ?x72 ?x75)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x68 (and $x20 $x14 (>= p2 0) (>= p3 0))))
 (=> $x68 $x76)))))))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x74 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x86 (relu ?x74)))
 (let ((?x85 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x87 (= ?x85 ?x86)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x68 (and $x20 $x14 (>= p2 0) (>= p3 0))))
 (=> $x68 $x87)))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x121 (dim in_u1 2)))
 (= 1 ?x121)))
(assert
 (let ((?x123 (dim in_u1 3)))
 (= 1 ?x123)))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (= (rank ?x136) 4))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (= (dim ?x136 0) sym_n))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (= (dim ?x136 1) sym_c))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (= (dim ?x136 2) sym_w))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (= (dim ?x136 3) sym_h))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (let ((?x147 (relu ?x136)))
 (= (rank ?x147) 4)))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (let ((?x147 (relu ?x136)))
 (= (dim ?x147 0) sym_n)))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (let ((?x147 (relu ?x136)))
 (= (dim ?x147 1) sym_c)))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (let ((?x147 (relu ?x136)))
 (= (dim ?x147 2) sym_w)))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (let ((?x147 (relu ?x136)))
 (= (dim ?x147 3) sym_h)))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (let ((?x147 (relu ?x136)))
 (let ((?x158 (add ?x125 ?x147)))
 (= (rank ?x158) 4))))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (let ((?x147 (relu ?x136)))
 (let ((?x158 (add ?x125 ?x147)))
 (= (dim ?x158 0) sym_n))))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (let ((?x147 (relu ?x136)))
 (let ((?x158 (add ?x125 ?x147)))
 (= (dim ?x158 1) sym_c))))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (let ((?x147 (relu ?x136)))
 (let ((?x158 (add ?x125 ?x147)))
 (= (dim ?x158 2) sym_w))))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
 (let ((?x147 (relu ?x136)))
 (let ((?x158 (add ?x125 ?x147)))
 (= (dim ?x158 3) sym_h))))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x169) 4)))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x169 0) sym_n)))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x169 1) sym_c)))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x169 2) sym_h)))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x169 3) sym_w)))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (= (rank ?x180) 4))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (= (dim ?x180 0) sym_n))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (= (dim ?x180 1) sym_c))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (= (dim ?x180 2) sym_h))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (= (dim ?x180 3) sym_w))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (add in_i1 ?x180)))
 (= (rank ?x191) 4)))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (add in_i1 ?x180)))
 (= (dim ?x191 0) sym_n)))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (add in_i1 ?x180)))
 (= (dim ?x191 1) sym_c)))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (add in_i1 ?x180)))
 (= (dim ?x191 2) sym_h)))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (add in_i1 ?x180)))
 (= (dim ?x191 3) sym_w)))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (add in_i1 ?x180)))
 (let ((?x202 (transpose4 0 1 3 2 ?x191)))
 (= (rank ?x202) 4))))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (add in_i1 ?x180)))
 (let ((?x202 (transpose4 0 1 3 2 ?x191)))
 (= (dim ?x202 0) sym_n))))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (add in_i1 ?x180)))
 (let ((?x202 (transpose4 0 1 3 2 ?x191)))
 (= (dim ?x202 1) sym_c))))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (add in_i1 ?x180)))
 (let ((?x202 (transpose4 0 1 3 2 ?x191)))
 (= (dim ?x202 2) sym_w))))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (add in_i1 ?x180)))
 (let ((?x202 (transpose4 0 1 3 2 ?x191)))
 (= (dim ?x202 3) sym_h))))))
(assert
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x180 (relu ?x169)))
(let ((?x191 (add in_i1 ?x180)))
(let ((?x202 (transpose4 0 1 3 2 ?x191)))
(let ((?x125 (transpose4 0 1 3 2 in_i1)))
(let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x125 in_u1)))
(let ((?x147 (relu ?x136)))
(let ((?x158 (add ?x125 ?x147)))
(and (distinct ?x158 ?x202) true))))))))))
(check-sat)
