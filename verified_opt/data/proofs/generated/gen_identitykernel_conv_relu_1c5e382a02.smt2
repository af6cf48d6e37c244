; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 16525
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x31 (- ?x8 1)))
 (let ((?x30 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x33 (= ?x30 (conv s s ?x31 ?x31 ?x31 ?x31 1 1 1 X W))))
 (let (($x25 (= (rank W) 4)))
 (let (($x23 (= (rank X) 4)))
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19 $x23 $x25) $x33))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x72 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x74 (= ?x72 (conv s s q q q q 1 1 1 X W))))
 (let (($x23 (= (rank W) 4)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (let (($x69 (and $x12 $x14 (= (dim W 0) m) (= (rank X) 4) $x23)))
 (=> $x69 $x74))))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x85 (idkernel4 c k k)))
 (let ((?x89 (conv s s p p p p 1 1 1 (relu X) ?x85)))
 (let ((?x87 (relu (conv s s p p p p 1 1 1 X ?x85))))
 (let (($x90 (= ?x87 ?x89)))
 (let (($x23 (= (rank X) 4)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x84 (and $x12 $x14 (>= k 1) (= (dim X 1) c) $x23)))
 (=> $x84 $x90))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x125 (dim in_k1 2)))
 (= 3 ?x125)))
(assert
 (let ((?x127 (dim in_k1 3)))
 (= 3 ?x127)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x136 (dim ?x129 2)))
 (= 1 ?x136))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x138 (dim ?x129 3)))
 (= 1 ?x138))))
(assert
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x140) 4)))
(assert
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x140 0) sym_n)))
(assert
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x140 1) sym_c)))
(assert
 (let ((?x149 (+ (- 2) sym_h)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x149)))))
(assert
 (let ((?x152 (+ (- 2) sym_w)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x151 (dim ?x140 3)))
 (= ?x151 ?x152)))))
(assert
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (relu ?x140)))
 (= (rank ?x154) 4))))
(assert
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (relu ?x140)))
 (= (dim ?x154 0) sym_n))))
(assert
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (relu ?x140)))
 (= (dim ?x154 1) sym_c))))
(assert
 (let ((?x149 (+ (- 2) sym_h)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (relu ?x140)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x149))))))
(assert
 (let ((?x152 (+ (- 2) sym_w)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (relu ?x140)))
 (let ((?x163 (dim ?x154 3)))
 (= ?x163 ?x152))))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x140 ?x129)))
 (= (rank ?x165) 4)))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x140 ?x129)))
 (= (dim ?x165 0) sym_n)))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x140 ?x129)))
 (= (dim ?x165 1) sym_c)))))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x140 ?x129)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x176))))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x140 ?x129)))
 (let ((?x178 (dim ?x165 3)))
 (= ?x178 ?x181))))))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (relu ?x140)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x129)))
 (= (rank ?x183) 4))))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (relu ?x140)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x129)))
 (= (dim ?x183 0) sym_n))))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (relu ?x140)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x129)))
 (= (dim ?x183 1) sym_c))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (relu ?x140)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x129)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x176)))))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (relu ?x140)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x129)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x181)))))))))
(assert
 (let ((?x149 (+ (- 2) sym_h)))
 (>= ?x149 0)))
(assert
 (let ((?x152 (+ (- 2) sym_w)))
 (>= ?x152 0)))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x198 (idkernel4 sym_c 3 3)))
 (let ((?x205 (dim ?x198 2)))
 (= 3 ?x205))))
(assert
 (let ((?x198 (idkernel4 sym_c 3 3)))
 (let ((?x207 (dim ?x198 3)))
 (= 3 ?x207))))
(assert
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x209) 4)))
(assert
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x209 0) sym_n)))
(assert
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x209 1) sym_c)))
(assert
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x209 2) sym_h)))
(assert
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x209 3) sym_w)))
(assert
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x209)))
 (= (rank ?x220) 4))))
(assert
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x209)))
 (= (dim ?x220 0) sym_n))))
(assert
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x209)))
 (= (dim ?x220 1) sym_c))))
(assert
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x209)))
 (= (dim ?x220 2) sym_h))))
(assert
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x209)))
 (= (dim ?x220 3) sym_w))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x231) 4)))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x231 0) sym_n)))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x231 1) sym_c)))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x176))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x240 (dim ?x231 3)))
 (= ?x240 ?x181))))))
(assert
 (let ((?x198 (idkernel4 sym_c 3 3)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x209)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x198)))
 (= (rank ?x242) 4))))))
(assert
 (let ((?x198 (idkernel4 sym_c 3 3)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x209)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x198)))
 (= (dim ?x242 0) sym_n))))))
(assert
 (let ((?x198 (idkernel4 sym_c 3 3)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x209)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x198)))
 (= (dim ?x242 1) sym_c))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x198 (idkernel4 sym_c 3 3)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x209)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x198)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x176)))))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x198 (idkernel4 sym_c 3 3)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x209)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x198)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x181)))))))))
(assert
 (let ((?x198 (idkernel4 sym_c 3 3)))
(let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x220 (relu ?x209)))
(let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x198)))
(let ((?x129 (idkernel4 sym_c 1 1)))
(let ((?x140 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x154 (relu ?x140)))
(let ((?x183 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x129)))
(let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x140 ?x129)))
(or (and (distinct ?x165 ?x231) true) (and (distinct ?x183 ?x242) true)))))))))))))
(check-sat)
