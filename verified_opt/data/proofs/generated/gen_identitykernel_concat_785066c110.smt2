; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 15468
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_k3 () T)
(declare-fun idkernel4 (Int Int Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x34 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x31 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x35 (= ?x31 ?x34)))
 (let (($x27 (>= (rank D) 2)))
 (let (($x16 (>= ax0 0)))
 (let (($x24 (>= (rank C) 2)))
 (let (($x22 (>= (rank B) 2)))
 (let (($x19 (>= (rank A) 2)))
 (let (($x14 (>= ax1 1)))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (let (($x28 (and (and (distinct ax0 ax1) true) $x12 $x14 $x16 $x19 $x16 $x22 $x16 $x24 $x16 $x27)))
 (=> $x28 $x35)))))))))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x78 (dim in_k1 2)))
 (= 3 ?x78)))
(assert
 (let ((?x80 (dim in_k1 3)))
 (= 3 ?x80)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x89 (dim in_k2 2)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (dim in_k2 3)))
 (= 3 ?x91)))
(assert
 (= (rank in_k3) 4))
(assert
 (= (dim in_k3 0) sym_c3))
(assert
 (= (dim in_k3 1) sym_c))
(assert
 (let ((?x100 (dim in_k3 2)))
 (= 3 ?x100)))
(assert
 (let ((?x102 (dim in_k3 3)))
 (= 3 ?x102)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x111 (dim ?x104 2)))
 (= 3 ?x111))))
(assert
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x113 (dim ?x104 3)))
 (= 3 ?x113))))
(assert
 (= (rank (concat 1 in_k2 in_k3)) 4))
(assert
 (= (dim (concat 1 in_k2 in_k3) 0) sym_c3))
(assert
 (let ((?x121 (+ sym_c2 sym_c)))
 (let ((?x115 (concat 1 in_k2 in_k3)))
 (let ((?x120 (dim ?x115 1)))
 (= ?x120 ?x121)))))
(assert
 (let ((?x115 (concat 1 in_k2 in_k3)))
 (let ((?x123 (dim ?x115 2)))
 (= 3 ?x123))))
(assert
 (let ((?x115 (concat 1 in_k2 in_k3)))
 (let ((?x125 (dim ?x115 3)))
 (= 3 ?x125))))
(assert
 (= (rank (concat 1 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (concat 1 in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (let ((?x121 (+ sym_c2 sym_c)))
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x104)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x121))))))
(assert
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x104)))
 (let ((?x134 (dim ?x127 2)))
 (= 3 ?x134)))))
(assert
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x104)))
 (let ((?x136 (dim ?x127 3)))
 (= 3 ?x136)))))
(assert
 (let ((?x115 (concat 1 in_k2 in_k3)))
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x104)))
 (let ((?x138 (concat 0 ?x127 ?x115)))
 (= (rank ?x138) 4))))))
(assert
 (let ((?x142 (+ sym_c sym_c3)))
 (let ((?x115 (concat 1 in_k2 in_k3)))
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x104)))
 (let ((?x138 (concat 0 ?x127 ?x115)))
 (let ((?x141 (dim ?x138 0)))
 (= ?x141 ?x142))))))))
(assert
 (let ((?x121 (+ sym_c2 sym_c)))
 (let ((?x115 (concat 1 in_k2 in_k3)))
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x104)))
 (let ((?x138 (concat 0 ?x127 ?x115)))
 (let ((?x144 (dim ?x138 1)))
 (= ?x144 ?x121))))))))
(assert
 (let ((?x115 (concat 1 in_k2 in_k3)))
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x104)))
 (let ((?x138 (concat 0 ?x127 ?x115)))
 (let ((?x146 (dim ?x138 2)))
 (= 3 ?x146)))))))
(assert
 (let ((?x115 (concat 1 in_k2 in_k3)))
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x104)))
 (let ((?x138 (concat 0 ?x127 ?x115)))
 (let ((?x148 (dim ?x138 3)))
 (= 3 ?x148)))))))
(assert
 (let ((?x121 (+ sym_c2 sym_c)))
 (>= ?x121 0)))
(assert
 (let ((?x142 (+ sym_c sym_c3)))
 (>= ?x142 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x142 (+ sym_c sym_c3)))
 (let ((?x152 (concat 0 in_k1 in_k2)))
 (let ((?x155 (dim ?x152 0)))
 (= ?x155 ?x142)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c2))
(assert
 (let ((?x152 (concat 0 in_k1 in_k2)))
 (let ((?x159 (dim ?x152 2)))
 (= 3 ?x159))))
(assert
 (let ((?x152 (concat 0 in_k1 in_k2)))
 (let ((?x161 (dim ?x152 3)))
 (= 3 ?x161))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k3)) 4))
(assert
 (let ((?x142 (+ sym_c sym_c3)))
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x163 (concat 0 ?x104 in_k3)))
 (let ((?x166 (dim ?x163 0)))
 (= ?x166 ?x142))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k3) 1) sym_c))
(assert
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x163 (concat 0 ?x104 in_k3)))
 (let ((?x170 (dim ?x163 2)))
 (= 3 ?x170)))))
(assert
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x163 (concat 0 ?x104 in_k3)))
 (let ((?x172 (dim ?x163 3)))
 (= 3 ?x172)))))
(assert
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x163 (concat 0 ?x104 in_k3)))
 (let ((?x152 (concat 0 in_k1 in_k2)))
 (let ((?x174 (concat 1 ?x152 ?x163)))
 (= (rank ?x174) 4))))))
(assert
 (let ((?x142 (+ sym_c sym_c3)))
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x163 (concat 0 ?x104 in_k3)))
 (let ((?x152 (concat 0 in_k1 in_k2)))
 (let ((?x174 (concat 1 ?x152 ?x163)))
 (let ((?x177 (dim ?x174 0)))
 (= ?x177 ?x142))))))))
(assert
 (let ((?x121 (+ sym_c2 sym_c)))
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x163 (concat 0 ?x104 in_k3)))
 (let ((?x152 (concat 0 in_k1 in_k2)))
 (let ((?x174 (concat 1 ?x152 ?x163)))
 (let ((?x179 (dim ?x174 1)))
 (= ?x179 ?x121))))))))
(assert
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x163 (concat 0 ?x104 in_k3)))
 (let ((?x152 (concat 0 in_k1 in_k2)))
 (let ((?x174 (concat 1 ?x152 ?x163)))
 (let ((?x181 (dim ?x174 2)))
 (= 3 ?x181)))))))
(assert
 (let ((?x104 (idkernel4 sym_c 3 3)))
 (let ((?x163 (concat 0 ?x104 in_k3)))
 (let ((?x152 (concat 0 in_k1 in_k2)))
 (let ((?x174 (concat 1 ?x152 ?x163)))
 (let ((?x183 (dim ?x174 3)))
 (= 3 ?x183)))))))
(assert
 (let ((?x104 (idkernel4 sym_c 3 3)))
(let ((?x163 (concat 0 ?x104 in_k3)))
(let ((?x152 (concat 0 in_k1 in_k2)))
(let ((?x174 (concat 1 ?x152 ?x163)))
(let ((?x115 (concat 1 in_k2 in_k3)))
(let ((?x127 (concat 1 in_k1 ?x104)))
(let ((?x138 (concat 0 ?x127 ?x115)))
(and (distinct ?x138 ?x174) true)))))))))
(check-sat)
