; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 115181
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x15 (relu (concat ax X Y))))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x8 (>= (rank X) 1)))
 (let (($x12 (and $x8 (>= (rank Y) 1))))
 (=> $x12 $x19)))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x57 (relu (slice ax s e X))))
 (let ((?x55 (slice ax s e (relu X))))
 (let (($x58 (= ?x55 ?x57)))
 (let (($x51 (>= (rank X) 1)))
 (let (($x48 (>= e 1)))
 (let (($x47 (>= s 0)))
 (=> (and (<= s e) $x47 $x48 $x51) $x58))))))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x75 (slice ax 0 n1 (concat ax A B))))
 (let (($x76 (= ?x75 A)))
 (let (($x8 (>= (rank B) 1)))
 (let (($x51 (>= (rank A) 1)))
 (let (($x73 (and (= (dim A ax) n1) $x51 $x8)))
 (=> $x73 $x76)))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x93 (slice ax n1 e (concat ax A B))))
 (let (($x94 (= ?x93 B)))
 (let (($x51 (>= (rank B) 1)))
 (let (($x90 (>= (rank A) 1)))
 (let (($x85 (= (dim A ax) n1)))
 (=> (and $x85 (= (dim B ax) (- e n1)) $x90 $x51) $x94)))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x124 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x125 (= ?x124 X)))
 (let (($x121 (= (rank X) 4)))
 (let (($x118 (= (dim X 1) c)))
 (let (($x114 (>= kw 1)))
 (let (($x113 (>= kh 1)))
 (let (($x47 (>= pw 0)))
 (let (($x112 (>= ph 0)))
 (let (($x122 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x112 $x47 $x113 $x114 $x118 $x121)))
 (=> $x122 $x125)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x163 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x160 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x164 (= ?x160 ?x163)))
 (let (($x48 (>= sh 1)))
 (let (($x158 (and $x48 (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x158 $x164)))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x201 (dim in_k1 2)))
 (= 3 ?x201)))
(assert
 (let ((?x203 (dim in_k1 3)))
 (= 3 ?x203)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x212 (dim ?x205 2)))
 (= 3 ?x212))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x214 (dim ?x205 3)))
 (= 3 ?x214))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k1)) 4))
(assert
 (let ((?x220 (+ sym_c sym_c2)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x219 (dim ?x216 0)))
 (= ?x219 ?x220))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k1) 1) sym_c))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x224 (dim ?x216 2)))
 (= 3 ?x224)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x226 (dim ?x216 3)))
 (= 3 ?x226)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (dim ?x228 0) sym_n)))))
(assert
 (let ((?x220 (+ sym_c sym_c2)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x233 (dim ?x228 1)))
 (= ?x233 ?x220)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (dim ?x228 2) sym_h)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (dim ?x228 3) sym_w)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (= (rank ?x239) 4))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (= (dim ?x239 0) sym_n))))))
(assert
 (let ((?x220 (+ sym_c sym_c2)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x244 (dim ?x239 1)))
 (= ?x244 ?x220))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (= (dim ?x239 2) sym_h))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (= (dim ?x239 3) sym_w))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x250 (slice 1 0 sym_c ?x239)))
 (= (rank ?x250) 4)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x250 (slice 1 0 sym_c ?x239)))
 (= (dim ?x250 0) sym_n)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x250 (slice 1 0 sym_c ?x239)))
 (= (dim ?x250 1) sym_c)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x250 (slice 1 0 sym_c ?x239)))
 (= (dim ?x250 2) sym_h)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x250 (slice 1 0 sym_c ?x239)))
 (= (dim ?x250 3) sym_w)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x220 (+ sym_c sym_c2)))
 (let ((?x261 (slice 1 sym_c ?x220 ?x239)))
 (= (rank ?x261) 4))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x220 (+ sym_c sym_c2)))
 (let ((?x261 (slice 1 sym_c ?x220 ?x239)))
 (= (dim ?x261 0) sym_n))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x220 (+ sym_c sym_c2)))
 (let ((?x261 (slice 1 sym_c ?x220 ?x239)))
 (= (dim ?x261 1) sym_c2))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x220 (+ sym_c sym_c2)))
 (let ((?x261 (slice 1 sym_c ?x220 ?x239)))
 (= (dim ?x261 2) sym_h))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (concat 0 ?x205 in_k1)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x239 (relu ?x228)))
 (let ((?x220 (+ sym_c sym_c2)))
 (let ((?x261 (slice 1 sym_c ?x220 ?x239)))
 (= (dim ?x261 3) sym_w))))))))
(assert
 (let ((?x220 (+ sym_c sym_c2)))
 (>= ?x220 0)))
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
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x284) 4)))
(assert
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x284 0) sym_n)))
(assert
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x284 1) sym_c2)))
(assert
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x284 2) sym_h)))
(assert
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x284 3) sym_w)))
(assert
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x295 (relu ?x284)))
 (= (rank ?x295) 4))))
(assert
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x295 (relu ?x284)))
 (= (dim ?x295 0) sym_n))))
(assert
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x295 (relu ?x284)))
 (= (dim ?x295 1) sym_c2))))
(assert
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x295 (relu ?x284)))
 (= (dim ?x295 2) sym_h))))
(assert
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x295 (relu ?x284)))
 (= (dim ?x295 3) sym_w))))
(assert
 (let ((?x284 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x295 (relu ?x284)))
(let ((?x205 (idkernel4 sym_c 3 3)))
(let ((?x216 (concat 0 ?x205 in_k1)))
(let ((?x228 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x216)))
(let ((?x239 (relu ?x228)))
(let ((?x220 (+ sym_c sym_c2)))
(let ((?x261 (slice 1 sym_c ?x220 ?x239)))
(or (and (distinct (slice 1 0 sym_c ?x239) (relu in_i1)) true) (and (distinct ?x261 ?x295) true)))))))))))
(check-sat)
