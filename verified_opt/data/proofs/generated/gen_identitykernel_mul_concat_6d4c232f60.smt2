; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 112579
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_k3 () T)
(declare-fun idkernel4 (Int Int Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x28 (concat ax (mul A C) (mul B D))))
 (let ((?x25 (mul (concat ax A B) (concat ax C D))))
 (let (($x29 (= ?x25 ?x28)))
 (let (($x22 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1) (>= (rank D) 1))))
 (=> $x22 $x29))))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x69 (dim in_k1 2)))
 (= 3 ?x69)))
(assert
 (let ((?x71 (dim in_k1 3)))
 (= 3 ?x71)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x80 (dim in_k2 2)))
 (= 3 ?x80)))
(assert
 (let ((?x82 (dim in_k2 3)))
 (= 3 ?x82)))
(assert
 (= (rank in_k3) 4))
(assert
 (= (dim in_k3 0) sym_c))
(assert
 (= (dim in_k3 1) sym_c2))
(assert
 (let ((?x91 (dim in_k3 2)))
 (= 3 ?x91)))
(assert
 (let ((?x93 (dim in_k3 3)))
 (= 3 ?x93)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x102 (dim ?x95 2)))
 (= 3 ?x102))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x104 (dim ?x95 3)))
 (= 3 ?x104))))
(assert
 (= (rank (mul in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (mul in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (mul in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (mul in_k1 ?x95)))
 (let ((?x113 (dim ?x106 2)))
 (= 3 ?x113)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (mul in_k1 ?x95)))
 (let ((?x115 (dim ?x106 3)))
 (= 3 ?x115)))))
(assert
 (= (rank (mul in_k3 in_k2)) 4))
(assert
 (= (dim (mul in_k3 in_k2) 0) sym_c))
(assert
 (= (dim (mul in_k3 in_k2) 1) sym_c2))
(assert
 (let ((?x117 (mul in_k3 in_k2)))
 (let ((?x124 (dim ?x117 2)))
 (= 3 ?x124))))
(assert
 (let ((?x117 (mul in_k3 in_k2)))
 (let ((?x126 (dim ?x117 3)))
 (= 3 ?x126))))
(assert
 (let ((?x117 (mul in_k3 in_k2)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (mul in_k1 ?x95)))
 (let ((?x128 (concat 1 ?x106 ?x117)))
 (= (rank ?x128) 4))))))
(assert
 (let ((?x117 (mul in_k3 in_k2)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (mul in_k1 ?x95)))
 (let ((?x128 (concat 1 ?x106 ?x117)))
 (= (dim ?x128 0) sym_c))))))
(assert
 (let ((?x134 (+ sym_c sym_c2)))
 (let ((?x117 (mul in_k3 in_k2)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (mul in_k1 ?x95)))
 (let ((?x128 (concat 1 ?x106 ?x117)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x134))))))))
(assert
 (let ((?x117 (mul in_k3 in_k2)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (mul in_k1 ?x95)))
 (let ((?x128 (concat 1 ?x106 ?x117)))
 (let ((?x136 (dim ?x128 2)))
 (= 3 ?x136)))))))
(assert
 (let ((?x117 (mul in_k3 in_k2)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (mul in_k1 ?x95)))
 (let ((?x128 (concat 1 ?x106 ?x117)))
 (let ((?x138 (dim ?x128 3)))
 (= 3 ?x138)))))))
(assert
 (let ((?x134 (+ sym_c sym_c2)))
 (>= ?x134 0)))
(assert
 (= (rank (concat 1 in_k1 in_k3)) 4))
(assert
 (= (dim (concat 1 in_k1 in_k3) 0) sym_c))
(assert
 (let ((?x134 (+ sym_c sym_c2)))
 (let ((?x141 (concat 1 in_k1 in_k3)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x134)))))
(assert
 (let ((?x141 (concat 1 in_k1 in_k3)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148))))
(assert
 (let ((?x141 (concat 1 in_k1 in_k3)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150))))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 3 3) in_k2)) 4))
(assert
 (= (dim (concat 1 (idkernel4 sym_c 3 3) in_k2) 0) sym_c))
(assert
 (let ((?x134 (+ sym_c sym_c2)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x152 (concat 1 ?x95 in_k2)))
 (let ((?x157 (dim ?x152 1)))
 (= ?x157 ?x134))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x152 (concat 1 ?x95 in_k2)))
 (let ((?x159 (dim ?x152 2)))
 (= 3 ?x159)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x152 (concat 1 ?x95 in_k2)))
 (let ((?x161 (dim ?x152 3)))
 (= 3 ?x161)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x152 (concat 1 ?x95 in_k2)))
 (let ((?x141 (concat 1 in_k1 in_k3)))
 (let ((?x163 (mul ?x141 ?x152)))
 (= (rank ?x163) 4))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x152 (concat 1 ?x95 in_k2)))
 (let ((?x141 (concat 1 in_k1 in_k3)))
 (let ((?x163 (mul ?x141 ?x152)))
 (= (dim ?x163 0) sym_c))))))
(assert
 (let ((?x134 (+ sym_c sym_c2)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x152 (concat 1 ?x95 in_k2)))
 (let ((?x141 (concat 1 in_k1 in_k3)))
 (let ((?x163 (mul ?x141 ?x152)))
 (let ((?x168 (dim ?x163 1)))
 (= ?x168 ?x134))))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x152 (concat 1 ?x95 in_k2)))
 (let ((?x141 (concat 1 in_k1 in_k3)))
 (let ((?x163 (mul ?x141 ?x152)))
 (let ((?x170 (dim ?x163 2)))
 (= 3 ?x170)))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x152 (concat 1 ?x95 in_k2)))
 (let ((?x141 (concat 1 in_k1 in_k3)))
 (let ((?x163 (mul ?x141 ?x152)))
 (let ((?x172 (dim ?x163 3)))
 (= 3 ?x172)))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
(let ((?x152 (concat 1 ?x95 in_k2)))
(let ((?x141 (concat 1 in_k1 in_k3)))
(let ((?x163 (mul ?x141 ?x152)))
(let ((?x117 (mul in_k3 in_k2)))
(let ((?x106 (mul in_k1 ?x95)))
(let ((?x128 (concat 1 ?x106 ?x117)))
(and (distinct ?x128 ?x163) true)))))))))
(check-sat)
