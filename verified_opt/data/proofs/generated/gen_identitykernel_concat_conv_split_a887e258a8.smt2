; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_slice_out, slice_concat_left
; z3 rlimit used: 112701
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
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
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let (($x16 (and (= (dim A ax) n1) (>= (rank A) 1) (>= (rank B) 1))))
 (=> $x16 $x20)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x66 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x67 (= ?x66 X)))
 (let (($x63 (= (rank X) 4)))
 (let (($x60 (= (dim X 1) c)))
 (let (($x56 (>= kw 1)))
 (let (($x55 (>= kh 1)))
 (let (($x54 (>= pw 0)))
 (let (($x53 (>= ph 0)))
 (let (($x64 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x53 $x54 $x55 $x56 $x60 $x63)))
 (=> $x64 $x67)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x110 (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W))))
 (let ((?x108 (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W))))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x105 (= (rank W) 4)))
 (let (($x103 (= (rank X) 4)))
 (let (($x100 (>= dw 1)))
 (let (($x98 (>= dh 1)))
 (let (($x96 (>= pr 0)))
 (let (($x95 (>= pb 0)))
 (let (($x93 (>= pl 0)))
 (let (($x91 (>= pt 0)))
 (let (($x90 (>= sw 1)))
 (let (($x89 (>= sh 1)))
 (let (($x88 (>= e 1)))
 (let (($x87 (>= s 0)))
 (let (($x106 (and (<= s e) (<= e (dim W 0)) $x87 $x88 $x89 $x90 $x91 $x93 $x95 $x96 $x98 $x100 $x103 $x105)))
 (=> $x106 $x111))))))))))))))))) :pattern ( (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W)) ) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W)) ) :qid conv_slice_out))
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
 (let ((?x155 (dim in_k1 2)))
 (= 3 ?x155)))
(assert
 (let ((?x157 (dim in_k1 3)))
 (= 3 ?x157)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x166 (dim ?x159 2)))
 (= 3 ?x166))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x168 (dim ?x159 3)))
 (= 3 ?x168))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k1)) 4))
(assert
 (let ((?x174 (+ sym_c sym_c2)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x173 (dim ?x170 0)))
 (= ?x173 ?x174))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k1) 1) sym_c))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x178 (dim ?x170 2)))
 (= 3 ?x178)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x180 (dim ?x170 3)))
 (= 3 ?x180)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x174 (+ sym_c sym_c2)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x187 (dim ?x182 1)))
 (= ?x187 ?x174)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (= (dim ?x182 2) sym_h)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (= (dim ?x182 3) sym_w)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x193 (slice 1 0 sym_c ?x182)))
 (= (rank ?x193) 4))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x193 (slice 1 0 sym_c ?x182)))
 (= (dim ?x193 0) sym_n))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x193 (slice 1 0 sym_c ?x182)))
 (= (dim ?x193 1) sym_c))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x193 (slice 1 0 sym_c ?x182)))
 (= (dim ?x193 2) sym_h))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x193 (slice 1 0 sym_c ?x182)))
 (= (dim ?x193 3) sym_w))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x174 (+ sym_c sym_c2)))
 (let ((?x204 (slice 1 sym_c ?x174 ?x182)))
 (= (rank ?x204) 4)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x174 (+ sym_c sym_c2)))
 (let ((?x204 (slice 1 sym_c ?x174 ?x182)))
 (= (dim ?x204 0) sym_n)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x174 (+ sym_c sym_c2)))
 (let ((?x204 (slice 1 sym_c ?x174 ?x182)))
 (= (dim ?x204 1) sym_c2)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x174 (+ sym_c sym_c2)))
 (let ((?x204 (slice 1 sym_c ?x174 ?x182)))
 (= (dim ?x204 2) sym_h)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (concat 0 ?x159 in_k1)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
 (let ((?x174 (+ sym_c sym_c2)))
 (let ((?x204 (slice 1 sym_c ?x174 ?x182)))
 (= (dim ?x204 3) sym_w)))))))
(assert
 (let ((?x174 (+ sym_c sym_c2)))
 (>= ?x174 0)))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
(let ((?x170 (concat 0 ?x159 in_k1)))
(let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x170)))
(let ((?x193 (slice 1 0 sym_c ?x182)))
(and (distinct ?x193 in_i1) true))))))
(check-sat)
