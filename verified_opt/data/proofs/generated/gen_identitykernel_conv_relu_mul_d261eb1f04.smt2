; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, mul_conv_idkernel, relu_conv_idkernel
; z3 rlimit used: 15895
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x68 (idkernel4 c k k)))
 (let ((?x72 (conv s s p p p p 1 1 1 (relu X) ?x68)))
 (let ((?x69 (conv s s p p p p 1 1 1 X ?x68)))
 (let ((?x70 (relu ?x69)))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x23 (= (rank X) 4)))
 (let (($x66 (= (dim X 1) c)))
 (let (($x58 (>= k 1)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x67 (and $x12 $x14 $x58 $x66 $x23)))
 (=> $x67 $x73)))))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (Y T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x68 (idkernel4 c k k)))
 (let ((?x69 (conv s s p p p p 1 1 1 Y ?x68)))
 (let ((?x87 (mul (conv s s p p p p 1 1 1 X ?x68) ?x69)))
 (let ((?x85 (conv s s p p p p 1 1 1 (mul X Y) ?x68)))
 (let (($x88 (= ?x85 ?x87)))
 (let (($x23 (= (rank Y) 4)))
 (let (($x25 (= (rank X) 4)))
 (let (($x66 (= (dim Y 1) c)))
 (let (($x58 (>= k 1)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x83 (and $x12 $x14 $x58 (= (dim X 1) c) $x66 $x25 $x23)))
 (=> $x83 $x88))))))))))))) :pattern ( (conv s s p p p p 1 1 1 (mul X Y) (idkernel4 c k k)) ) :pattern ( (mul (conv s s p p p p 1 1 1 X (idkernel4 c k k)) (conv s s p p p p 1 1 1 Y (idkernel4 c k k))) ) :qid mul_conv_idkernel))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x123 (dim in_u1 2)))
 (= 1 ?x123)))
(assert
 (let ((?x125 (dim in_u1 3)))
 (= 1 ?x125)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x134 (dim ?x127 2)))
 (= 3 ?x134))))
(assert
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x136 (dim ?x127 3)))
 (= 3 ?x136))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x138) 4)))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x138 0) sym_n)))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x138 1) sym_c)))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x138 2) sym_h)))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x138 3) sym_w)))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (= (rank ?x149) 4))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (= (dim ?x149 0) sym_n))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (= (dim ?x149 1) sym_c))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (= (dim ?x149 2) sym_h))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (= (dim ?x149 3) sym_w))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x160 (mul ?x138 ?x149)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x160 (mul ?x138 ?x149)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x160 (mul ?x138 ?x149)))
 (= (dim ?x160 1) sym_c)))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x160 (mul ?x138 ?x149)))
 (= (dim ?x160 2) sym_h)))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x160 (mul ?x138 ?x149)))
 (= (dim ?x160 3) sym_w)))))
(assert
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x160 (mul ?x138 ?x149)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x127)))
 (= (rank ?x171) 4)))))))
(assert
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x160 (mul ?x138 ?x149)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x127)))
 (= (dim ?x171 0) sym_n)))))))
(assert
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x160 (mul ?x138 ?x149)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x127)))
 (= (dim ?x171 1) sym_c)))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x160 (mul ?x138 ?x149)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x127)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x181))))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x160 (mul ?x138 ?x149)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x127)))
 (let ((?x183 (dim ?x171 3)))
 (= ?x183 ?x186))))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x190) 4)))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 0) sym_n)))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 1) sym_c)))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x181))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x186))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 1) sym_c))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x181)))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x186)))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (mul ?x190 ?x201)))
 (= (rank ?x212) 4)))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (mul ?x190 ?x201)))
 (= (dim ?x212 0) sym_n)))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (mul ?x190 ?x201)))
 (= (dim ?x212 1) sym_c)))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (mul ?x190 ?x201)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (mul ?x190 ?x201)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x186))))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x201 (relu ?x190)))
(let ((?x212 (mul ?x190 ?x201)))
(let ((?x127 (idkernel4 sym_c 3 3)))
(let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x149 (relu ?x138)))
(let ((?x160 (mul ?x138 ?x149)))
(let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x127)))
(and (distinct ?x171 ?x212) true))))))))))
(check-sat)
