; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 75058
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x66 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x69 (= ?x66 ?x68)))
 (let (($x62 (>= pr 0)))
 (let (($x61 (>= pb 0)))
 (let (($x60 (>= pl 0)))
 (let (($x59 (>= pt 0)))
 (let (($x7 (>= sw 1)))
 (let (($x58 (>= sh 1)))
 (let (($x57 (>= kw 1)))
 (let (($x56 (>= kh 1)))
 (let (($x63 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x56 $x57 $x58 $x7 $x59 $x60 $x61 $x62)))
 (=> $x63 $x69))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x116 (dim ?x109 2)))
 (= 3 ?x116))))
(assert
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x118 (dim ?x109 3)))
 (= 3 ?x118))))
(assert
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (= (dim ?x120 0) sym_n))))
(assert
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (= (dim ?x120 1) sym_c))))
(assert
 (let ((?x129 (+ (- 2) sym_h)))
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (let ((?x127 (dim ?x120 2)))
 (= ?x127 ?x129))))))
(assert
 (let ((?x132 (+ (- 2) sym_w)))
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (let ((?x131 (dim ?x120 3)))
 (= ?x131 ?x132))))))
(assert
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (let ((?x134 (relu ?x120)))
 (= (rank ?x134) 4)))))
(assert
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (let ((?x134 (relu ?x120)))
 (= (dim ?x134 0) sym_n)))))
(assert
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (let ((?x134 (relu ?x120)))
 (= (dim ?x134 1) sym_c)))))
(assert
 (let ((?x129 (+ (- 2) sym_h)))
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (let ((?x134 (relu ?x120)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x129)))))))
(assert
 (let ((?x132 (+ (- 2) sym_w)))
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (let ((?x134 (relu ?x120)))
 (let ((?x143 (dim ?x134 3)))
 (= ?x143 ?x132)))))))
(assert
 (let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x145) 4)))
(assert
 (let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x145 0) sym_n)))
(assert
 (let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x145 1) sym_c)))
(assert
 (let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x145 2) sym_h)))
(assert
 (let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x145 3) sym_w)))
(assert
 (let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x156 (relu ?x145)))
 (= (rank ?x156) 4))))
(assert
 (let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x156 (relu ?x145)))
 (= (dim ?x156 0) sym_n))))
(assert
 (let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x156 (relu ?x145)))
 (= (dim ?x156 1) sym_c))))
(assert
 (let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x156 (relu ?x145)))
 (= (dim ?x156 2) sym_h))))
(assert
 (let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x156 (relu ?x145)))
 (= (dim ?x156 3) sym_w))))
(assert
 (let ((?x129 (+ (- 2) sym_h)))
 (>= ?x129 0)))
(assert
 (let ((?x132 (+ (- 2) sym_w)))
 (>= ?x132 0)))
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
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x109)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x109)))
 (= (dim ?x180 0) sym_n)))))
(assert
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x109)))
 (= (dim ?x180 1) sym_c)))))
(assert
 (let ((?x129 (+ (- 2) sym_h)))
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x109)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x129)))))))
(assert
 (let ((?x132 (+ (- 2) sym_w)))
 (let ((?x109 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x109)))
 (let ((?x189 (dim ?x180 3)))
 (= ?x189 ?x132)))))))
(assert
 (let ((?x169 (relu in_i1)))
 (let ((?x191 (maxpool 3 3 1 1 1 1 1 1 ?x169)))
 (= (rank ?x191) 4))))
(assert
 (let ((?x169 (relu in_i1)))
 (let ((?x191 (maxpool 3 3 1 1 1 1 1 1 ?x169)))
 (= (dim ?x191 0) sym_n))))
(assert
 (let ((?x169 (relu in_i1)))
 (let ((?x191 (maxpool 3 3 1 1 1 1 1 1 ?x169)))
 (= (dim ?x191 1) sym_c))))
(assert
 (let ((?x169 (relu in_i1)))
 (let ((?x191 (maxpool 3 3 1 1 1 1 1 1 ?x169)))
 (= (dim ?x191 2) sym_h))))
(assert
 (let ((?x169 (relu in_i1)))
 (let ((?x191 (maxpool 3 3 1 1 1 1 1 1 ?x169)))
 (= (dim ?x191 3) sym_w))))
(assert
 (let ((?x169 (relu in_i1)))
(let ((?x191 (maxpool 3 3 1 1 1 1 1 1 ?x169)))
(let ((?x145 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x156 (relu ?x145)))
(let ((?x109 (idkernel4 sym_c 3 3)))
(let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x109)))
(let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
(let ((?x134 (relu ?x120)))
(or (and (distinct ?x134 ?x180) true) (and (distinct ?x156 ?x191) true)))))))))))
(check-sat)
