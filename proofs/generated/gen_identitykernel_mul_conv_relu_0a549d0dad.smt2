; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, relu_conv_idkernel
; z3 rlimit used: 49970
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x60 (idkernel4 c k k)))
 (let ((?x64 (conv s s p p p p 1 1 1 (relu X) ?x60)))
 (let ((?x62 (relu (conv s s p p p p 1 1 1 X ?x60))))
 (let (($x65 (= ?x62 ?x64)))
 (=> (and (= (dim X 1) c)) $x65))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x83 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x81 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x81 ?x83))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x120 (dim ?x113 2)))
 (= 3 ?x120))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x122 (dim ?x113 3)))
 (= 3 ?x122))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x131 (dim ?x124 2)))
 (= 3 ?x131)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x133 (dim ?x124 3)))
 (= 3 ?x133)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (= (rank ?x135) 4)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (= (dim ?x135 0) sym_n)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (= (dim ?x135 1) sym_c)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (= (dim ?x135 2) sym_h)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (= (dim ?x135 3) sym_w)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (let ((?x146 (relu ?x135)))
 (= (rank ?x146) 4))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (let ((?x146 (relu ?x135)))
 (= (dim ?x146 0) sym_n))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (let ((?x146 (relu ?x135)))
 (= (dim ?x146 1) sym_c))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (let ((?x146 (relu ?x135)))
 (= (dim ?x146 2) sym_h))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (let ((?x146 (relu ?x135)))
 (= (dim ?x146 3) sym_w))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (let ((?x146 (relu ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x124)))
 (= (rank ?x157) 4)))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (let ((?x146 (relu ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x124)))
 (= (dim ?x157 0) sym_n)))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (let ((?x146 (relu ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x124)))
 (= (dim ?x157 1) sym_c)))))))
(assert
 (let ((?x165 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (let ((?x146 (relu ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x124)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x165)))))))))
(assert
 (let ((?x168 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
 (let ((?x146 (relu ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x124)))
 (let ((?x167 (dim ?x157 3)))
 (= ?x167 ?x168)))))))))
(assert
 (let ((?x165 (+ (- 2) sym_h)))
 (>= ?x165 0)))
(assert
 (let ((?x168 (+ (- 2) sym_w)))
 (>= ?x168 0)))
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
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (= (dim ?x183 0) sym_n)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (= (dim ?x183 1) sym_c)))))
(assert
 (let ((?x165 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x165)))))))
(assert
 (let ((?x168 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x168)))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x194 (relu ?x183)))
 (= (rank ?x194) 4))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 0) sym_n))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 1) sym_c))))))
(assert
 (let ((?x165 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x194 (relu ?x183)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x165))))))))
(assert
 (let ((?x168 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x194 (relu ?x183)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x168))))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (smul ?x194 in_s1)))
 (= (rank ?x205) 4)))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (smul ?x194 in_s1)))
 (= (dim ?x205 0) sym_n)))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (smul ?x194 in_s1)))
 (= (dim ?x205 1) sym_c)))))))
(assert
 (let ((?x165 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x165)))))))))
(assert
 (let ((?x168 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x172 (smul in_i1 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x168)))))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
(let ((?x172 (smul in_i1 in_s1)))
(let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x172 ?x113)))
(let ((?x194 (relu ?x183)))
(let ((?x205 (smul ?x194 in_s1)))
(let ((?x124 (smul ?x113 in_s1)))
(let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x124)))
(let ((?x146 (relu ?x135)))
(let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x124)))
(and (distinct ?x157 ?x205) true)))))))))))
(check-sat)
