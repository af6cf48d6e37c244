; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_conv_idkernel, relu_idem
; z3 rlimit used: 67660
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x41 (idkernel4 c k k)))
 (let ((?x45 (conv s s p p p p 1 1 1 (relu X) ?x41)))
 (let ((?x43 (relu (conv s s p p p p 1 1 1 X ?x41))))
 (let (($x46 (= ?x43 ?x45)))
 (let (($x30 (>= s 1)))
 (let (($x40 (and $x30 (>= p 0) (>= k 1) (= (dim X 1) c))))
 (=> $x40 $x46))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x74 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x72 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x75 (= ?x72 ?x74)))
 (let (($x68 (>= pr 0)))
 (let (($x67 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x30 (>= sw 1)))
 (let (($x64 (>= sh 1)))
 (let (($x63 (>= kw 1)))
 (let (($x62 (>= kh 1)))
 (let (($x69 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x62 $x63 $x64 $x30 $x65 $x66 $x67 $x68)))
 (=> $x69 $x75))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x129 (dim ?x122 2)))
 (= 3 ?x129))))
(assert
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x131 (dim ?x122 3)))
 (= 3 ?x131))))
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
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (= (dim ?x144 2) sym_h))))
(assert
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (= (dim ?x144 3) sym_w))))
(assert
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
 (= (rank ?x155) 4))))))
(assert
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
 (= (dim ?x155 0) sym_n))))))
(assert
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
 (= (dim ?x155 1) sym_c))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x165)))))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
 (let ((?x167 (dim ?x155 3)))
 (= ?x167 ?x170)))))))))
(assert
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
 (let ((?x172 (relu ?x155)))
 (= (rank ?x172) 4)))))))
(assert
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
 (let ((?x172 (relu ?x155)))
 (= (dim ?x172 0) sym_n)))))))
(assert
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
 (let ((?x172 (relu ?x155)))
 (= (dim ?x172 1) sym_c)))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
 (let ((?x172 (relu ?x155)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x165))))))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x122 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
 (let ((?x172 (relu ?x155)))
 (let ((?x181 (dim ?x172 3)))
 (= ?x181 ?x170))))))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (>= ?x165 0))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
(assert
 (let ((?x122 (idkernel4 sym_c 3 3)))
(let ((?x133 (relu in_i1)))
(let ((?x144 (maxpool 3 3 1 1 1 1 1 1 ?x133)))
(let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x122)))
(let ((?x172 (relu ?x155)))
(and (distinct ?x172 ?x155) true)))))))
(check-sat)
