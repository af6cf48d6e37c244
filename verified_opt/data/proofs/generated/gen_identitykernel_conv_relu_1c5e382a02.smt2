; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 70122
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x25 (- ?x8 1)))
 (let ((?x24 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x27 (= ?x24 (conv s s ?x25 ?x25 ?x25 ?x25 1 1 1 X W))))
 (let (($x18 (= (dim W 0) m)))
 (let (($x14 (>= p 0)))
 (let (($x13 (>= q 0)))
 (let (($x11 (>= s 1)))
 (=> (and (<= 1 ?x8) $x11 $x13 $x14 $x18) $x27))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x63 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x65 (= ?x63 (conv s s q q q q 1 1 1 X W))))
 (let (($x13 (>= q 0)))
 (let (($x11 (>= s 1)))
 (let (($x59 (and $x11 $x13 (= (dim W 0) m))))
 (=> $x59 $x65)))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x76 (idkernel4 c k k)))
 (let ((?x80 (conv s s p p p p 1 1 1 (relu X) ?x76)))
 (let ((?x78 (relu (conv s s p p p p 1 1 1 X ?x76))))
 (let (($x81 (= ?x78 ?x80)))
 (let (($x13 (>= p 0)))
 (let (($x11 (>= s 1)))
 (let (($x75 (and $x11 $x13 (>= k 1) (= (dim X 1) c))))
 (=> $x75 $x81)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x117 (dim in_k1 2)))
 (= 3 ?x117)))
(assert
 (let ((?x119 (dim in_k1 3)))
 (= 3 ?x119)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x128 (dim ?x121 2)))
 (= 1 ?x128))))
(assert
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x130 (dim ?x121 3)))
 (= 1 ?x130))))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x132) 4)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x132 0) sym_n)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x132 1) sym_c)))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x141)))))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (dim ?x132 3)))
 (= ?x143 ?x144)))))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (relu ?x132)))
 (= (rank ?x146) 4))))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (relu ?x132)))
 (= (dim ?x146 0) sym_n))))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (relu ?x132)))
 (= (dim ?x146 1) sym_c))))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (relu ?x132)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x141))))))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (relu ?x132)))
 (let ((?x155 (dim ?x146 3)))
 (= ?x155 ?x144))))))
(assert
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x121)))
 (= (rank ?x157) 4)))))
(assert
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x121)))
 (= (dim ?x157 0) sym_n)))))
(assert
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x121)))
 (= (dim ?x157 1) sym_c)))))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x121)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x168))))))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x121)))
 (let ((?x170 (dim ?x157 3)))
 (= ?x170 ?x173))))))))
(assert
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (relu ?x132)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x121)))
 (= (rank ?x175) 4))))))
(assert
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (relu ?x132)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x121)))
 (= (dim ?x175 0) sym_n))))))
(assert
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (relu ?x132)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x121)))
 (= (dim ?x175 1) sym_c))))))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (relu ?x132)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x121)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x168)))))))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x121 (idkernel4 sym_c 1 1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (relu ?x132)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x121)))
 (let ((?x184 (dim ?x175 3)))
 (= ?x184 ?x173)))))))))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (>= ?x141 0)))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (>= ?x144 0)))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x190 (idkernel4 sym_c 3 3)))
 (let ((?x197 (dim ?x190 2)))
 (= 3 ?x197))))
(assert
 (let ((?x190 (idkernel4 sym_c 3 3)))
 (let ((?x199 (dim ?x190 3)))
 (= 3 ?x199))))
(assert
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x201) 4)))
(assert
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x201 0) sym_n)))
(assert
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x201 1) sym_c)))
(assert
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x201 2) sym_h)))
(assert
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x201 3) sym_w)))
(assert
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x201)))
 (= (rank ?x212) 4))))
(assert
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 0) sym_n))))
(assert
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 1) sym_c))))
(assert
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 2) sym_h))))
(assert
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 3) sym_w))))
(assert
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x223) 4)))
(assert
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x223 0) sym_n)))
(assert
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x223 1) sym_c)))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x168))))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x173))))))
(assert
 (let ((?x190 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
 (= (rank ?x234) 4))))))
(assert
 (let ((?x190 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
 (= (dim ?x234 0) sym_n))))))
(assert
 (let ((?x190 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
 (= (dim ?x234 1) sym_c))))))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x190 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x168)))))))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x190 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x173)))))))))
(assert
 (let ((?x190 (idkernel4 sym_c 3 3)))
(let ((?x201 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x212 (relu ?x201)))
(let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
(let ((?x121 (idkernel4 sym_c 1 1)))
(let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x146 (relu ?x132)))
(let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x121)))
(let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x121)))
(or (and (distinct ?x157 ?x223) true) (and (distinct ?x175 ?x234) true)))))))))))))
(check-sat)
