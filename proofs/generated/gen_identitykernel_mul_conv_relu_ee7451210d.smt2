; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_smul_x
; z3 rlimit used: 50345
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x17 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x19 (= ?x17 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x19))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x55 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x53 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x53 ?x55))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x92 (dim ?x85 2)))
 (= 3 ?x92))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x94 (dim ?x85 3)))
 (= 3 ?x94))))
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
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (rank ?x107) 4))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x107 0) sym_n))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x107 1) sym_c))))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x118)))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x120 (dim ?x107 3)))
 (= ?x120 ?x123)))))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x125 (relu ?x107)))
 (= (rank ?x125) 4)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x125 (relu ?x107)))
 (= (dim ?x125 0) sym_n)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x125 (relu ?x107)))
 (= (dim ?x125 1) sym_c)))))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x125 (relu ?x107)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x118))))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x125 (relu ?x107)))
 (let ((?x134 (dim ?x125 3)))
 (= ?x134 ?x123))))))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x96 ?x85)))
 (= (rank ?x136) 4)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x96 ?x85)))
 (= (dim ?x136 0) sym_n)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x96 ?x85)))
 (= (dim ?x136 1) sym_c)))))
(assert
 (let ((?x145 (+ (- 2) sym_h)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x96 ?x85)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x145)))))))
(assert
 (let ((?x148 (+ (- 2) sym_w)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x96 ?x85)))
 (let ((?x147 (dim ?x136 3)))
 (= ?x147 ?x148)))))))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (>= ?x118 0))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (>= ?x123 0))))
(assert
 (let ((?x145 (+ (- 2) sym_h)))
 (>= ?x145 0)))
(assert
 (let ((?x148 (+ (- 2) sym_w)))
 (>= ?x148 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x161 (dim ?x154 2)))
 (= 1 ?x161))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x163 (dim ?x154 3)))
 (= 1 ?x163))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (rank ?x165) 4))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x165 0) sym_n))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x165 1) sym_c))))
(assert
 (let ((?x145 (+ (- 2) sym_h)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x145))))))
(assert
 (let ((?x148 (+ (- 2) sym_w)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x174 (dim ?x165 3)))
 (= ?x174 ?x148))))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x176 (smul ?x165 in_s1)))
 (= (rank ?x176) 4)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x176 (smul ?x165 in_s1)))
 (= (dim ?x176 0) sym_n)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x176 (smul ?x165 in_s1)))
 (= (dim ?x176 1) sym_c)))))
(assert
 (let ((?x145 (+ (- 2) sym_h)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x145)))))))
(assert
 (let ((?x148 (+ (- 2) sym_w)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x148)))))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
 (= (rank ?x187) 4))))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
 (= (dim ?x187 0) sym_n))))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
 (= (dim ?x187 1) sym_c))))))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x118)))))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x123)))))))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
 (let ((?x198 (relu ?x187)))
 (= (rank ?x198) 4)))))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
 (let ((?x198 (relu ?x187)))
 (= (dim ?x198 0) sym_n)))))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
 (let ((?x198 (relu ?x187)))
 (= (dim ?x198 1) sym_c)))))))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
 (let ((?x198 (relu ?x187)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x118))))))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
 (let ((?x198 (relu ?x187)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x123))))))))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
(let ((?x85 (idkernel4 sym_c 3 3)))
(let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
(let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x154)))
(let ((?x198 (relu ?x187)))
(let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
(let ((?x125 (relu ?x107)))
(let ((?x176 (smul ?x165 in_s1)))
(let ((?x96 (smul in_i1 in_s1)))
(let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x96 ?x85)))
(or (and (distinct ?x136 ?x176) true) (and (distinct ?x125 ?x198) true)))))))))))))
(check-sat)
