; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 112902
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_k3 () T)
(declare-fun idkernel4 (Int Int Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x28 (concat ax (add A C) (add B D))))
 (let ((?x25 (add (concat ax A B) (concat ax C D))))
 (let (($x29 (= ?x25 ?x28)))
 (let (($x22 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1) (>= (rank D) 1))))
 (=> $x22 $x29))))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
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
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x69 (dim in_k1 2)))
 (= 3 ?x69)))
(assert
 (let ((?x71 (dim in_k1 3)))
 (= 3 ?x71)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c2))
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
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x102 (dim ?x95 2)))
 (= 3 ?x102))))
(assert
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (dim ?x95 3)))
 (= 3 ?x104))))
(assert
 (= (rank (concat 0 in_k2 in_k3)) 4))
(assert
 (let ((?x110 (+ sym_c2 sym_c)))
 (let ((?x106 (concat 0 in_k2 in_k3)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x110)))))
(assert
 (= (dim (concat 0 in_k2 in_k3) 1) sym_c2))
(assert
 (let ((?x106 (concat 0 in_k2 in_k3)))
 (let ((?x114 (dim ?x106 2)))
 (= 3 ?x114))))
(assert
 (let ((?x106 (concat 0 in_k2 in_k3)))
 (let ((?x116 (dim ?x106 3)))
 (= 3 ?x116))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c2 3 3) in_k1)) 4))
(assert
 (let ((?x110 (+ sym_c2 sym_c)))
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x118 (concat 0 ?x95 in_k1)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x110))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c2 3 3) in_k1) 1) sym_c2))
(assert
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x118 (concat 0 ?x95 in_k1)))
 (let ((?x125 (dim ?x118 2)))
 (= 3 ?x125)))))
(assert
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x118 (concat 0 ?x95 in_k1)))
 (let ((?x127 (dim ?x118 3)))
 (= 3 ?x127)))))
(assert
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x118 (concat 0 ?x95 in_k1)))
 (let ((?x106 (concat 0 in_k2 in_k3)))
 (let ((?x129 (add ?x106 ?x118)))
 (= (rank ?x129) 4))))))
(assert
 (let ((?x110 (+ sym_c2 sym_c)))
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x118 (concat 0 ?x95 in_k1)))
 (let ((?x106 (concat 0 in_k2 in_k3)))
 (let ((?x129 (add ?x106 ?x118)))
 (let ((?x132 (dim ?x129 0)))
 (= ?x132 ?x110))))))))
(assert
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x118 (concat 0 ?x95 in_k1)))
 (let ((?x106 (concat 0 in_k2 in_k3)))
 (let ((?x129 (add ?x106 ?x118)))
 (= (dim ?x129 1) sym_c2))))))
(assert
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x118 (concat 0 ?x95 in_k1)))
 (let ((?x106 (concat 0 in_k2 in_k3)))
 (let ((?x129 (add ?x106 ?x118)))
 (let ((?x136 (dim ?x129 2)))
 (= 3 ?x136)))))))
(assert
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x118 (concat 0 ?x95 in_k1)))
 (let ((?x106 (concat 0 in_k2 in_k3)))
 (let ((?x129 (add ?x106 ?x118)))
 (let ((?x138 (dim ?x129 3)))
 (= 3 ?x138)))))))
(assert
 (let ((?x110 (+ sym_c2 sym_c)))
 (>= ?x110 0)))
(assert
 (= (rank (add in_k2 (idkernel4 sym_c2 3 3))) 4))
(assert
 (= (dim (add in_k2 (idkernel4 sym_c2 3 3)) 0) sym_c2))
(assert
 (= (dim (add in_k2 (idkernel4 sym_c2 3 3)) 1) sym_c2))
(assert
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (add in_k2 ?x95)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148)))))
(assert
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (add in_k2 ?x95)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150)))))
(assert
 (= (rank (add in_k3 in_k1)) 4))
(assert
 (= (dim (add in_k3 in_k1) 0) sym_c))
(assert
 (= (dim (add in_k3 in_k1) 1) sym_c2))
(assert
 (let ((?x152 (add in_k3 in_k1)))
 (let ((?x159 (dim ?x152 2)))
 (= 3 ?x159))))
(assert
 (let ((?x152 (add in_k3 in_k1)))
 (let ((?x161 (dim ?x152 3)))
 (= 3 ?x161))))
(assert
 (let ((?x152 (add in_k3 in_k1)))
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (add in_k2 ?x95)))
 (let ((?x163 (concat 0 ?x141 ?x152)))
 (= (rank ?x163) 4))))))
(assert
 (let ((?x110 (+ sym_c2 sym_c)))
 (let ((?x152 (add in_k3 in_k1)))
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (add in_k2 ?x95)))
 (let ((?x163 (concat 0 ?x141 ?x152)))
 (let ((?x166 (dim ?x163 0)))
 (= ?x166 ?x110))))))))
(assert
 (let ((?x152 (add in_k3 in_k1)))
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (add in_k2 ?x95)))
 (let ((?x163 (concat 0 ?x141 ?x152)))
 (= (dim ?x163 1) sym_c2))))))
(assert
 (let ((?x152 (add in_k3 in_k1)))
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (add in_k2 ?x95)))
 (let ((?x163 (concat 0 ?x141 ?x152)))
 (let ((?x170 (dim ?x163 2)))
 (= 3 ?x170)))))))
(assert
 (let ((?x152 (add in_k3 in_k1)))
 (let ((?x95 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (add in_k2 ?x95)))
 (let ((?x163 (concat 0 ?x141 ?x152)))
 (let ((?x172 (dim ?x163 3)))
 (= 3 ?x172)))))))
(assert
 (let ((?x152 (add in_k3 in_k1)))
(let ((?x95 (idkernel4 sym_c2 3 3)))
(let ((?x141 (add in_k2 ?x95)))
(let ((?x163 (concat 0 ?x141 ?x152)))
(let ((?x118 (concat 0 ?x95 in_k1)))
(let ((?x106 (concat 0 in_k2 in_k3)))
(let ((?x129 (add ?x106 ?x118)))
(and (distinct ?x129 ?x163) true)))))))))
(check-sat)
