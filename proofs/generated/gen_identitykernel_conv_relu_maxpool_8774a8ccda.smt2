; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 49185
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x14 (idkernel4 c k k)))
 (let ((?x18 (conv s s p p p p 1 1 1 (relu X) ?x14)))
 (let ((?x16 (relu (conv s s p p p p 1 1 1 X ?x14))))
 (let (($x19 (= ?x16 ?x18)))
 (=> (and (= (dim X 1) c)) $x19))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x57 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x55 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x58 (= ?x55 ?x57)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x58)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x113 (dim ?x106 2)))
 (= 3 ?x113))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x115 (dim ?x106 3)))
 (= 3 ?x115))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
 (= (rank ?x117) 4))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
 (= (dim ?x117 0) sym_n))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
 (= (dim ?x117 1) sym_c))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
 (let ((?x124 (dim ?x117 2)))
 (= ?x124 ?x126))))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
 (let ((?x128 (dim ?x117 3)))
 (= ?x128 ?x129))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
 (let ((?x131 (relu ?x117)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
 (let ((?x131 (relu ?x117)))
 (= (dim ?x131 0) sym_n)))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
 (let ((?x131 (relu ?x117)))
 (= (dim ?x131 1) sym_c)))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
 (let ((?x131 (relu ?x117)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x126)))))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
 (let ((?x131 (relu ?x117)))
 (let ((?x140 (dim ?x131 3)))
 (= ?x140 ?x129)))))))
(assert
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x142) 4)))
(assert
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x142 0) sym_n)))
(assert
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x142 1) sym_c)))
(assert
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x142 2) sym_h)))
(assert
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x142 3) sym_w)))
(assert
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x153 (relu ?x142)))
 (= (rank ?x153) 4))))
(assert
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x153 (relu ?x142)))
 (= (dim ?x153 0) sym_n))))
(assert
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x153 (relu ?x142)))
 (= (dim ?x153 1) sym_c))))
(assert
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x153 (relu ?x142)))
 (= (dim ?x153 2) sym_h))))
(assert
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x153 (relu ?x142)))
 (= (dim ?x153 3) sym_w))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (>= ?x126 0)))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (>= ?x129 0)))
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
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x166 (relu in_i1)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x106)))
 (= (rank ?x177) 4)))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x166 (relu in_i1)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x106)))
 (= (dim ?x177 0) sym_n)))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x166 (relu in_i1)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x106)))
 (= (dim ?x177 1) sym_c)))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x166 (relu in_i1)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x106)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x126)))))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x166 (relu in_i1)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x106)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x129)))))))
(assert
 (let ((?x166 (relu in_i1)))
 (let ((?x188 (maxpool 3 3 1 1 1 1 1 1 ?x166)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x166 (relu in_i1)))
 (let ((?x188 (maxpool 3 3 1 1 1 1 1 1 ?x166)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x166 (relu in_i1)))
 (let ((?x188 (maxpool 3 3 1 1 1 1 1 1 ?x166)))
 (= (dim ?x188 1) sym_c))))
(assert
 (let ((?x166 (relu in_i1)))
 (let ((?x188 (maxpool 3 3 1 1 1 1 1 1 ?x166)))
 (= (dim ?x188 2) sym_h))))
(assert
 (let ((?x166 (relu in_i1)))
 (let ((?x188 (maxpool 3 3 1 1 1 1 1 1 ?x166)))
 (= (dim ?x188 3) sym_w))))
(assert
 (let ((?x166 (relu in_i1)))
(let ((?x188 (maxpool 3 3 1 1 1 1 1 1 ?x166)))
(let ((?x142 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x153 (relu ?x142)))
(let ((?x106 (idkernel4 sym_c 3 3)))
(let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x106)))
(let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x106)))
(let ((?x131 (relu ?x117)))
(or (and (distinct ?x131 ?x177) true) (and (distinct ?x153 ?x188) true)))))))))))
(check-sat)
