; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, transpose4_relu, transpose4_smul
; z3 rlimit used: 75114
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x69 (>= pr 0)))
 (let (($x65 (>= pt 0)))
 (let (($x74 (and (>= g 1) (>= sh 1) (>= sw 1) $x65 (>= pl 0) (>= pb 0) $x69 (>= dh 1) (>= dw 1))))
 (=> $x74 $x82))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x94 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x95 (smul ?x94 S)))
 (let ((?x93 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x96 (= ?x93 ?x95)))
 (let (($x19 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x65 (>= p1 0)))
 (let (($x69 (>= p0 0)))
 (let (($x90 (and $x69 $x65 $x18 $x19)))
 (=> $x90 $x96)))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x94 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x106 (relu ?x94)))
 (let ((?x105 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x107 (= ?x105 ?x106)))
 (let (($x19 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x65 (>= p1 0)))
 (let (($x69 (>= p0 0)))
 (let (($x90 (and $x69 $x65 $x18 $x19)))
 (=> $x90 $x107)))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x145 (dim ?x138 2)))
 (= 3 ?x145))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x147 (dim ?x138 3)))
 (= 3 ?x147))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x156 (dim ?x149 2)))
 (= 3 ?x156)))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x158 (dim ?x149 3)))
 (= 3 ?x158)))))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (rank ?x171) 4))))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (dim ?x171 0) sym_n))))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (dim ?x171 1) sym_c))))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (dim ?x171 2) sym_w))))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (dim ?x171 3) sym_h))))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x182 (relu ?x171)))
 (= (rank ?x182) 4)))))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 0) sym_n)))))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 1) sym_c)))))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 2) sym_w)))))))
(assert
 (let ((?x138 (idkernel4 sym_c 3 3)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 3) sym_h)))))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (relu (smul in_i1 in_s1))) 4))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x193 (smul in_i1 in_s1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (= (rank ?x215) 4)))))
(assert
 (let ((?x193 (smul in_i1 in_s1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (= (dim ?x215 0) sym_n)))))
(assert
 (let ((?x193 (smul in_i1 in_s1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (= (dim ?x215 1) sym_c)))))
(assert
 (let ((?x193 (smul in_i1 in_s1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (= (dim ?x215 2) sym_w)))))
(assert
 (let ((?x193 (smul in_i1 in_s1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (= (dim ?x215 3) sym_h)))))
(assert
 (let ((?x193 (smul in_i1 in_s1)))
(let ((?x204 (relu ?x193)))
(let ((?x215 (transpose4 0 1 3 2 ?x204)))
(let ((?x138 (idkernel4 sym_c 3 3)))
(let ((?x149 (smul ?x138 in_s1)))
(let ((?x160 (transpose4 0 1 3 2 in_i1)))
(let ((?x171 (conv 1 1 1 1 1 1 1 1 1 ?x160 ?x149)))
(let ((?x182 (relu ?x171)))
(and (distinct ?x182 ?x215) true))))))))))
(check-sat)
