; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, relu_concat, relu_idem
; z3 rlimit used: 49753
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
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
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x57 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x58 (= ?x57 X)))
 (let (($x54 (= (dim X 1) c)))
 (let (($x55 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x54)))
 (=> $x55 $x58))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x85 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x82 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x82 ?x85))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x120 (dim in_k1 2)))
 (= 3 ?x120)))
(assert
 (let ((?x122 (dim in_k1 3)))
 (= 3 ?x122)))
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
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (= (dim ?x135 1) sym_c2))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (= (dim ?x135 2) sym_h))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (= (dim ?x135 3) sym_w))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x146 (relu ?x135)))
 (= (rank ?x146) 4)))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x146 (relu ?x135)))
 (= (dim ?x146 0) sym_n)))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x146 (relu ?x135)))
 (= (dim ?x146 1) sym_c2)))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x146 (relu ?x135)))
 (= (dim ?x146 2) sym_h)))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x146 (relu ?x135)))
 (= (dim ?x146 3) sym_w)))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x146 (relu ?x135)))
 (let ((?x157 (concat 1 ?x146 ?x124)))
 (= (rank ?x157) 4))))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x146 (relu ?x135)))
 (let ((?x157 (concat 1 ?x146 ?x124)))
 (= (dim ?x157 0) sym_n))))))
(assert
 (let ((?x163 (+ sym_c2 sym_c)))
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x146 (relu ?x135)))
 (let ((?x157 (concat 1 ?x146 ?x124)))
 (let ((?x162 (dim ?x157 1)))
 (= ?x162 ?x163))))))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x146 (relu ?x135)))
 (let ((?x157 (concat 1 ?x146 ?x124)))
 (= (dim ?x157 2) sym_h))))))
(assert
 (let ((?x124 (relu in_i1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x146 (relu ?x135)))
 (let ((?x157 (concat 1 ?x146 ?x124)))
 (= (dim ?x157 3) sym_w))))))
(assert
 (let ((?x163 (+ sym_c2 sym_c)))
 (>= ?x163 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x177 (dim ?x170 2)))
 (= 3 ?x177))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x179 (dim ?x170 3)))
 (= 3 ?x179))))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (let ((?x163 (+ sym_c2 sym_c)))
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x184 (dim ?x181 0)))
 (= ?x184 ?x163))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x188 (dim ?x181 2)))
 (= 3 ?x188)))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x190 (dim ?x181 3)))
 (= 3 ?x190)))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x124 (relu in_i1)))
 (let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
 (= (rank ?x192) 4))))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x124 (relu in_i1)))
 (let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
 (= (dim ?x192 0) sym_n))))))
(assert
 (let ((?x163 (+ sym_c2 sym_c)))
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x124 (relu in_i1)))
 (let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
 (let ((?x197 (dim ?x192 1)))
 (= ?x197 ?x163))))))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x124 (relu in_i1)))
 (let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
 (= (dim ?x192 2) sym_h))))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x124 (relu in_i1)))
 (let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
 (= (dim ?x192 3) sym_w))))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x124 (relu in_i1)))
 (let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
 (let ((?x203 (relu ?x192)))
 (= (rank ?x203) 4)))))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x124 (relu in_i1)))
 (let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
 (let ((?x203 (relu ?x192)))
 (= (dim ?x203 0) sym_n)))))))
(assert
 (let ((?x163 (+ sym_c2 sym_c)))
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x124 (relu in_i1)))
 (let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
 (let ((?x203 (relu ?x192)))
 (let ((?x208 (dim ?x203 1)))
 (= ?x208 ?x163)))))))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x124 (relu in_i1)))
 (let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
 (let ((?x203 (relu ?x192)))
 (= (dim ?x203 2) sym_h)))))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
 (let ((?x181 (concat 0 in_k1 ?x170)))
 (let ((?x124 (relu in_i1)))
 (let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
 (let ((?x203 (relu ?x192)))
 (= (dim ?x203 3) sym_w)))))))
(assert
 (let ((?x170 (idkernel4 sym_c 3 3)))
(let ((?x181 (concat 0 in_k1 ?x170)))
(let ((?x124 (relu in_i1)))
(let ((?x192 (conv 1 1 1 1 1 1 1 1 1 ?x124 ?x181)))
(let ((?x203 (relu ?x192)))
(let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_k1)))
(let ((?x146 (relu ?x135)))
(let ((?x157 (concat 1 ?x146 ?x124)))
(and (distinct ?x157 ?x203) true))))))))))
(check-sat)
