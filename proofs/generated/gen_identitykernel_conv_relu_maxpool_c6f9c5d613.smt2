; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_conv_idkernel, relu_idem
; z3 rlimit used: 49930
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x37 (idkernel4 c k k)))
 (let ((?x41 (conv s s p p p p 1 1 1 (relu X) ?x37)))
 (let ((?x39 (relu (conv s s p p p p 1 1 1 X ?x37))))
 (let (($x42 (= ?x39 ?x41)))
 (=> (and (= (dim X 1) c)) $x42))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x63 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x61 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x64 (= ?x61 ?x63)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x64)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x121 (dim in_u1 2)))
 (= 1 ?x121)))
(assert
 (let ((?x123 (dim in_u1 3)))
 (= 1 ?x123)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x132 (dim ?x125 2)))
 (= 1 ?x132))))
(assert
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x134 (dim ?x125 3)))
 (= 1 ?x134))))
(assert
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x136) 4)))
(assert
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x136 0) sym_n)))
(assert
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x136 1) sym_c2)))
(assert
 (let ((?x145 (div (+ (- 1) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x146))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (dim ?x136 3)))
 (= ?x148 ?x151))))))
(assert
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (= (rank ?x153) 4))))
(assert
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (= (dim ?x153 0) sym_n))))
(assert
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (= (dim ?x153 1) sym_c2))))
(assert
 (let ((?x145 (div (+ (- 1) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x146)))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x162 (dim ?x153 3)))
 (= ?x162 ?x151)))))))
(assert
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (= (rank ?x164) 4)))))
(assert
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (= (dim ?x164 0) sym_n)))))
(assert
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (= (dim ?x164 1) sym_c2)))))
(assert
 (let ((?x145 (div (+ (- 1) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x146))))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x173 (dim ?x164 3)))
 (= ?x173 ?x151))))))))
(assert
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
 (= (rank ?x175) 4)))))))
(assert
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
 (= (dim ?x175 0) sym_n)))))))
(assert
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
 (= (dim ?x175 1) sym_c2)))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (div ?x145 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x184)))))))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (div ?x150 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
 (let ((?x186 (dim ?x175 3)))
 (= ?x186 ?x188)))))))))))
(assert
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
 (let ((?x190 (relu ?x175)))
 (= (rank ?x190) 4))))))))
(assert
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
 (let ((?x190 (relu ?x175)))
 (= (dim ?x190 0) sym_n))))))))
(assert
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
 (let ((?x190 (relu ?x175)))
 (= (dim ?x190 1) sym_c2))))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (div ?x145 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
 (let ((?x190 (relu ?x175)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x184))))))))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (div ?x150 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x125 (idkernel4 sym_c2 1 1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (relu ?x136)))
 (let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
 (let ((?x190 (relu ?x175)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x188))))))))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (>= ?x146 0))))
(assert
 (let ((?x150 (div (+ (- 1) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (>= ?x151 0))))
(assert
 (let ((?x145 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (div ?x145 2)))
 (let ((?x184 (+ 1 ?x183)))
 (>= ?x184 0)))))
(assert
 (let ((?x150 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (div ?x150 2)))
 (let ((?x188 (+ 1 ?x187)))
 (>= ?x188 0)))))
(assert
 (let ((?x125 (idkernel4 sym_c2 1 1)))
(let ((?x136 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x153 (relu ?x136)))
(let ((?x164 (maxpool 3 3 1 1 1 1 1 1 ?x153)))
(let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x125)))
(let ((?x190 (relu ?x175)))
(and (distinct ?x190 ?x175) true))))))))
(check-sat)
