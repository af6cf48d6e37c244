; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, relu_concat, relu_idem
; z3 rlimit used: 75770
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x35 (concat ax (relu X) (relu Y))))
 (let ((?x32 (relu (concat ax X Y))))
 (= ?x32 ?x35))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x62 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x63 (= ?x62 X)))
 (let (($x59 (= (dim X 1) c)))
 (let (($x55 (>= kw 1)))
 (let (($x54 (>= kh 1)))
 (let (($x53 (>= pw 0)))
 (let (($x52 (>= ph 0)))
 (let (($x60 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x52 $x53 $x54 $x55 $x59)))
 (=> $x60 $x63))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x95 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x99 (= ?x95 ?x98)))
 (let (($x90 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x90 $x99))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x137 (dim in_k1 2)))
 (= 3 ?x137)))
(assert
 (let ((?x139 (dim in_k1 3)))
 (= 3 ?x139)))
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
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (= (dim ?x152 1) sym_c2))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (= (dim ?x152 2) sym_h))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (= (dim ?x152 3) sym_w))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (let ((?x163 (relu ?x152)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 0) sym_n)))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 1) sym_c2)))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 2) sym_h)))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 3) sym_w)))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 1 ?x163 ?x141)))
 (= (rank ?x174) 4))))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 1 ?x163 ?x141)))
 (= (dim ?x174 0) sym_n))))))
(assert
 (let ((?x180 (+ sym_c2 sym_c)))
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 1 ?x163 ?x141)))
 (let ((?x179 (dim ?x174 1)))
 (= ?x179 ?x180))))))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 1 ?x163 ?x141)))
 (= (dim ?x174 2) sym_h))))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 1 ?x163 ?x141)))
 (= (dim ?x174 3) sym_w))))))
(assert
 (let ((?x180 (+ sym_c2 sym_c)))
 (>= ?x180 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x194 (dim ?x187 2)))
 (= 3 ?x194))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x196 (dim ?x187 3)))
 (= 3 ?x196))))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (let ((?x180 (+ sym_c2 sym_c)))
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x201 (dim ?x198 0)))
 (= ?x201 ?x180))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x205 (dim ?x198 2)))
 (= 3 ?x205)))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x207 (dim ?x198 3)))
 (= 3 ?x207)))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x141 (relu in_i1)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
 (= (rank ?x209) 4))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x141 (relu in_i1)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
 (= (dim ?x209 0) sym_n))))))
(assert
 (let ((?x180 (+ sym_c2 sym_c)))
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x141 (relu in_i1)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
 (let ((?x214 (dim ?x209 1)))
 (= ?x214 ?x180))))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x141 (relu in_i1)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
 (= (dim ?x209 2) sym_h))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x141 (relu in_i1)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
 (= (dim ?x209 3) sym_w))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x141 (relu in_i1)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
 (let ((?x220 (relu ?x209)))
 (= (rank ?x220) 4)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x141 (relu in_i1)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
 (let ((?x220 (relu ?x209)))
 (= (dim ?x220 0) sym_n)))))))
(assert
 (let ((?x180 (+ sym_c2 sym_c)))
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x141 (relu in_i1)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
 (let ((?x220 (relu ?x209)))
 (let ((?x225 (dim ?x220 1)))
 (= ?x225 ?x180)))))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x141 (relu in_i1)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
 (let ((?x220 (relu ?x209)))
 (= (dim ?x220 2) sym_h)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (concat 0 in_k1 ?x187)))
 (let ((?x141 (relu in_i1)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
 (let ((?x220 (relu ?x209)))
 (= (dim ?x220 3) sym_w)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
(let ((?x198 (concat 0 in_k1 ?x187)))
(let ((?x141 (relu in_i1)))
(let ((?x209 (conv 1 1 1 1 1 1 1 1 1 ?x141 ?x198)))
(let ((?x220 (relu ?x209)))
(let ((?x152 (conv 1 1 1 1 1 1 1 1 1 ?x141 in_k1)))
(let ((?x163 (relu ?x152)))
(let ((?x174 (concat 1 ?x163 ?x141)))
(and (distinct ?x174 ?x220) true))))))))))
(check-sat)
