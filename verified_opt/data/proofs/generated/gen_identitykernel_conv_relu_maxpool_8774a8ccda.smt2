; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 67706
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
 (let (($x63 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x56 $x57 $x58 $x7 $x59 $x60 $x61 $x62)))
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
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x123 (dim ?x116 2)))
 (= 3 ?x123))))
(assert
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x125 (dim ?x116 3)))
 (= 3 ?x125))))
(assert
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
 (= (rank ?x127) 4))))
(assert
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
 (= (dim ?x127 0) sym_n))))
(assert
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
 (= (dim ?x127 1) sym_c))))
(assert
 (let ((?x136 (+ (- 2) sym_h)))
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
 (let ((?x134 (dim ?x127 2)))
 (= ?x134 ?x136))))))
(assert
 (let ((?x139 (+ (- 2) sym_w)))
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
 (let ((?x138 (dim ?x127 3)))
 (= ?x138 ?x139))))))
(assert
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
 (let ((?x141 (relu ?x127)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
 (let ((?x141 (relu ?x127)))
 (= (dim ?x141 0) sym_n)))))
(assert
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
 (let ((?x141 (relu ?x127)))
 (= (dim ?x141 1) sym_c)))))
(assert
 (let ((?x136 (+ (- 2) sym_h)))
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
 (let ((?x141 (relu ?x127)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x136)))))))
(assert
 (let ((?x139 (+ (- 2) sym_w)))
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
 (let ((?x141 (relu ?x127)))
 (let ((?x150 (dim ?x141 3)))
 (= ?x150 ?x139)))))))
(assert
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x152) 4)))
(assert
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x152 0) sym_n)))
(assert
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x152 1) sym_c)))
(assert
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x152 2) sym_h)))
(assert
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x152 3) sym_w)))
(assert
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x163 (relu ?x152)))
 (= (rank ?x163) 4))))
(assert
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 0) sym_n))))
(assert
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 1) sym_c))))
(assert
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 2) sym_h))))
(assert
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 3) sym_w))))
(assert
 (let ((?x136 (+ (- 2) sym_h)))
 (>= ?x136 0)))
(assert
 (let ((?x139 (+ (- 2) sym_w)))
 (>= ?x139 0)))
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
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x176 (relu in_i1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x116)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x176 (relu in_i1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x116)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x176 (relu in_i1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x116)))
 (= (dim ?x187 1) sym_c)))))
(assert
 (let ((?x136 (+ (- 2) sym_h)))
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x176 (relu in_i1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x116)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x136)))))))
(assert
 (let ((?x139 (+ (- 2) sym_w)))
 (let ((?x116 (idkernel4 sym_c 3 3)))
 (let ((?x176 (relu in_i1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x116)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x139)))))))
(assert
 (let ((?x176 (relu in_i1)))
 (let ((?x198 (maxpool 3 3 1 1 1 1 1 1 ?x176)))
 (= (rank ?x198) 4))))
(assert
 (let ((?x176 (relu in_i1)))
 (let ((?x198 (maxpool 3 3 1 1 1 1 1 1 ?x176)))
 (= (dim ?x198 0) sym_n))))
(assert
 (let ((?x176 (relu in_i1)))
 (let ((?x198 (maxpool 3 3 1 1 1 1 1 1 ?x176)))
 (= (dim ?x198 1) sym_c))))
(assert
 (let ((?x176 (relu in_i1)))
 (let ((?x198 (maxpool 3 3 1 1 1 1 1 1 ?x176)))
 (= (dim ?x198 2) sym_h))))
(assert
 (let ((?x176 (relu in_i1)))
 (let ((?x198 (maxpool 3 3 1 1 1 1 1 1 ?x176)))
 (= (dim ?x198 3) sym_w))))
(assert
 (let ((?x176 (relu in_i1)))
(let ((?x198 (maxpool 3 3 1 1 1 1 1 1 ?x176)))
(let ((?x152 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x163 (relu ?x152)))
(let ((?x116 (idkernel4 sym_c 3 3)))
(let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x116)))
(let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x116)))
(let ((?x141 (relu ?x127)))
(or (and (distinct ?x141 ?x187) true) (and (distinct ?x163 ?x198) true)))))))))))
(check-sat)
