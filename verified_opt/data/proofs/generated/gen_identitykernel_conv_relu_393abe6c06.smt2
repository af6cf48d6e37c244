; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, relu_conv_idkernel
; z3 rlimit used: 14211
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
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x24 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x26 (= ?x24 (conv s s q q q q 1 1 1 X W))))
 (let (($x20 (= (rank W) 4)))
 (let (($x10 (>= q 0)))
 (let (($x7 (>= s 1)))
 (let (($x21 (and $x7 $x10 (= (dim W 0) m) (= (rank X) 4) $x20)))
 (=> $x21 $x26))))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x55 (idkernel4 c k k)))
 (let ((?x59 (conv s s p p p p 1 1 1 (relu X) ?x55)))
 (let ((?x57 (relu (conv s s p p p p 1 1 1 X ?x55))))
 (let (($x60 (= ?x57 ?x59)))
 (let (($x20 (= (rank X) 4)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x54 (and $x7 $x10 (>= k 1) (= (dim X 1) c) $x20)))
 (=> $x54 $x60))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x96 (dim ?x89 2)))
 (= 3 ?x96))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x98 (dim ?x89 3)))
 (= 3 ?x98))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x107 (dim ?x100 2)))
 (= 1 ?x107))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x109 (dim ?x100 3)))
 (= 1 ?x109))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (= (dim ?x111 1) sym_c))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x120))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x122 (dim ?x111 3)))
 (= ?x122 ?x123))))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x125 (relu ?x111)))
 (= (rank ?x125) 4)))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x125 (relu ?x111)))
 (= (dim ?x125 0) sym_n)))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x125 (relu ?x111)))
 (= (dim ?x125 1) sym_c)))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x125 (relu ?x111)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x120)))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x125 (relu ?x111)))
 (let ((?x134 (dim ?x125 3)))
 (= ?x134 ?x123)))))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x111 ?x100)))
 (= (rank ?x136) 4))))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x111 ?x100)))
 (= (dim ?x136 0) sym_n))))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x111 ?x100)))
 (= (dim ?x136 1) sym_c))))))
(assert
 (let ((?x146 (div (+ (- 3) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x111 ?x100)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x147)))))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x111 ?x100)))
 (let ((?x149 (dim ?x136 3)))
 (= ?x149 ?x152)))))))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x125 (relu ?x111)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x100)))
 (= (rank ?x154) 4)))))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x125 (relu ?x111)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x100)))
 (= (dim ?x154 0) sym_n)))))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x125 (relu ?x111)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x100)))
 (= (dim ?x154 1) sym_c)))))))
(assert
 (let ((?x146 (div (+ (- 3) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x125 (relu ?x111)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x100)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x147))))))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x125 (relu ?x111)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x100)))
 (let ((?x163 (dim ?x154 3)))
 (= ?x163 ?x152))))))))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (>= ?x120 0)))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (>= ?x123 0)))
(assert
 (let ((?x146 (div (+ (- 3) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (>= ?x147 0))))
(assert
 (let ((?x151 (div (+ (- 3) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (>= ?x152 0))))
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
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (= (rank ?x180) 4))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (= (dim ?x180 0) sym_n))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (= (dim ?x180 1) sym_c))))
(assert
 (let ((?x146 (div (+ (- 3) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x147)))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x189 (dim ?x180 3)))
 (= ?x189 ?x152)))))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x169 ?x89)))
 (= (rank ?x191) 4)))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x169 ?x89)))
 (= (dim ?x191 0) sym_n)))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x169 ?x89)))
 (= (dim ?x191 1) sym_c)))))
(assert
 (let ((?x146 (div (+ (- 3) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x169 ?x89)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x147))))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x169 ?x89)))
 (let ((?x200 (dim ?x191 3)))
 (= ?x200 ?x152))))))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
(let ((?x169 (relu in_i1)))
(let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x169 ?x89)))
(let ((?x100 (idkernel4 sym_c 1 1)))
(let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x89)))
(let ((?x125 (relu ?x111)))
(let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x100)))
(let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
(let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x111 ?x100)))
(or (and (distinct ?x136 ?x180) true) (and (distinct ?x154 ?x191) true))))))))))))
(check-sat)
