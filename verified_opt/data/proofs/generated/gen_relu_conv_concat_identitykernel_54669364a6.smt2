; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, relu_concat, relu_idem
; z3 rlimit used: 112642
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x41 (concat ax (relu X) (relu Y))))
 (let ((?x38 (relu (concat ax X Y))))
 (let (($x42 (= ?x38 ?x41)))
 (let (($x35 (and (>= (rank X) 1) (>= (rank Y) 1))))
 (=> $x35 $x42))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x74 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x75 (= ?x74 X)))
 (let (($x71 (= (rank X) 4)))
 (let (($x68 (= (dim X 1) c)))
 (let (($x64 (>= kw 1)))
 (let (($x63 (>= kh 1)))
 (let (($x62 (>= pw 0)))
 (let (($x61 (>= ph 0)))
 (let (($x72 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x61 $x62 $x63 $x64 $x68 $x71)))
 (=> $x72 $x75)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x116 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x113 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x117 (= ?x113 ?x116)))
 (let (($x111 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x111 $x117))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x154 (dim in_u1 2)))
 (= 1 ?x154)))
(assert
 (let ((?x156 (dim in_u1 3)))
 (= 1 ?x156)))
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
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (rank ?x169) 4))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x169 0) sym_n))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x169 1) sym_c2))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x169 2) sym_h))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x169 3) sym_w))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x180 (relu ?x169)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x180 (relu ?x169)))
 (= (dim ?x180 0) sym_n)))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x180 (relu ?x169)))
 (= (dim ?x180 1) sym_c2)))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x180 (relu ?x169)))
 (= (dim ?x180 2) sym_h)))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x180 (relu ?x169)))
 (= (dim ?x180 3) sym_w)))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (concat 1 ?x158 ?x180)))
 (= (rank ?x191) 4))))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (concat 1 ?x158 ?x180)))
 (= (dim ?x191 0) sym_n))))))
(assert
 (let ((?x197 (+ sym_c sym_c2)))
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (concat 1 ?x158 ?x180)))
 (let ((?x196 (dim ?x191 1)))
 (= ?x196 ?x197))))))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (concat 1 ?x158 ?x180)))
 (= (dim ?x191 2) sym_h))))))
(assert
 (let ((?x158 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x180 (relu ?x169)))
 (let ((?x191 (concat 1 ?x158 ?x180)))
 (= (dim ?x191 3) sym_w))))))
(assert
 (let ((?x197 (+ sym_c sym_c2)))
 (>= ?x197 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x211 (dim ?x204 2)))
 (= 1 ?x211))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x213 (dim ?x204 3)))
 (= 1 ?x213))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (let ((?x197 (+ sym_c sym_c2)))
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x218 (dim ?x215 0)))
 (= ?x218 ?x197))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 1 1) in_u1) 1) sym_c))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x222 (dim ?x215 2)))
 (= 1 ?x222)))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x224 (dim ?x215 3)))
 (= 1 ?x224)))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x158 (relu in_i1)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
 (= (rank ?x226) 4))))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x158 (relu in_i1)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
 (= (dim ?x226 0) sym_n))))))
(assert
 (let ((?x197 (+ sym_c sym_c2)))
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x158 (relu in_i1)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
 (let ((?x231 (dim ?x226 1)))
 (= ?x231 ?x197))))))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x158 (relu in_i1)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
 (= (dim ?x226 2) sym_h))))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x158 (relu in_i1)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
 (= (dim ?x226 3) sym_w))))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x158 (relu in_i1)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
 (let ((?x237 (relu ?x226)))
 (= (rank ?x237) 4)))))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x158 (relu in_i1)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
 (let ((?x237 (relu ?x226)))
 (= (dim ?x237 0) sym_n)))))))
(assert
 (let ((?x197 (+ sym_c sym_c2)))
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x158 (relu in_i1)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
 (let ((?x237 (relu ?x226)))
 (let ((?x242 (dim ?x237 1)))
 (= ?x242 ?x197)))))))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x158 (relu in_i1)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
 (let ((?x237 (relu ?x226)))
 (= (dim ?x237 2) sym_h)))))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
 (let ((?x215 (concat 0 ?x204 in_u1)))
 (let ((?x158 (relu in_i1)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
 (let ((?x237 (relu ?x226)))
 (= (dim ?x237 3) sym_w)))))))
(assert
 (let ((?x204 (idkernel4 sym_c 1 1)))
(let ((?x215 (concat 0 ?x204 in_u1)))
(let ((?x158 (relu in_i1)))
(let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x158 ?x215)))
(let ((?x237 (relu ?x226)))
(let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
(let ((?x180 (relu ?x169)))
(let ((?x191 (concat 1 ?x158 ?x180)))
(and (distinct ?x191 ?x237) true))))))))))
(check-sat)
