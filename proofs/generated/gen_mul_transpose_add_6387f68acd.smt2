; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_dist_add, transpose4_smul
; z3 rlimit used: 48639
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x12 (add (smul X S) (smul Y S))))
 (let ((?x9 (smul (add X Y) S)))
 (= ?x9 ?x12))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x43 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x41 (transpose4 p0 p1 p2 p3 (smul X S))))
 (= ?x41 ?x43))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (let ((?x64 (dim in_k1 2)))
 (= 3 ?x64)))
(assert
 (let ((?x66 (dim in_k1 3)))
 (= 3 ?x66)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c2))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x78 (dim ?x71 2)))
 (= 3 ?x78))))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x80 (dim ?x71 3)))
 (= 3 ?x80))))
(assert
 (= (rank (transpose4 0 1 3 2 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x82 (transpose4 0 1 3 2 ?x71)))
 (= (dim ?x82 0) sym_c))))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x82 (transpose4 0 1 3 2 ?x71)))
 (= (dim ?x82 1) sym_c2))))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x82 (transpose4 0 1 3 2 ?x71)))
 (let ((?x89 (dim ?x82 2)))
 (= 3 ?x89)))))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x82 (transpose4 0 1 3 2 ?x71)))
 (let ((?x91 (dim ?x82 3)))
 (= 3 ?x91)))))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x82 (transpose4 0 1 3 2 ?x71)))
 (let ((?x93 (add ?x71 ?x82)))
 (= (rank ?x93) 4)))))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x82 (transpose4 0 1 3 2 ?x71)))
 (let ((?x93 (add ?x71 ?x82)))
 (= (dim ?x93 0) sym_c)))))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x82 (transpose4 0 1 3 2 ?x71)))
 (let ((?x93 (add ?x71 ?x82)))
 (= (dim ?x93 1) sym_c2)))))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x82 (transpose4 0 1 3 2 ?x71)))
 (let ((?x93 (add ?x71 ?x82)))
 (let ((?x100 (dim ?x93 2)))
 (= 3 ?x100))))))
(assert
 (let ((?x71 (smul in_k1 in_s1)))
 (let ((?x82 (transpose4 0 1 3 2 ?x71)))
 (let ((?x93 (add ?x71 ?x82)))
 (let ((?x102 (dim ?x93 3)))
 (= 3 ?x102))))))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x111 (dim ?x104 2)))
 (= 3 ?x111))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x113 (dim ?x104 3)))
 (= 3 ?x113))))
(assert
 (= (rank (add in_k1 (transpose4 0 1 3 2 in_k1))) 4))
(assert
 (= (dim (add in_k1 (transpose4 0 1 3 2 in_k1)) 0) sym_c))
(assert
 (= (dim (add in_k1 (transpose4 0 1 3 2 in_k1)) 1) sym_c2))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x115 (add in_k1 ?x104)))
 (let ((?x122 (dim ?x115 2)))
 (= 3 ?x122)))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x115 (add in_k1 ?x104)))
 (let ((?x124 (dim ?x115 3)))
 (= 3 ?x124)))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x115 (add in_k1 ?x104)))
 (let ((?x126 (smul ?x115 in_s1)))
 (= (rank ?x126) 4)))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x115 (add in_k1 ?x104)))
 (let ((?x126 (smul ?x115 in_s1)))
 (= (dim ?x126 0) sym_c)))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x115 (add in_k1 ?x104)))
 (let ((?x126 (smul ?x115 in_s1)))
 (= (dim ?x126 1) sym_c2)))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x115 (add in_k1 ?x104)))
 (let ((?x126 (smul ?x115 in_s1)))
 (let ((?x133 (dim ?x126 2)))
 (= 3 ?x133))))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x115 (add in_k1 ?x104)))
 (let ((?x126 (smul ?x115 in_s1)))
 (let ((?x135 (dim ?x126 3)))
 (= 3 ?x135))))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
(let ((?x115 (add in_k1 ?x104)))
(let ((?x126 (smul ?x115 in_s1)))
(let ((?x71 (smul in_k1 in_s1)))
(let ((?x82 (transpose4 0 1 3 2 ?x71)))
(let ((?x93 (add ?x71 ?x82)))
(and (distinct ?x93 ?x126) true))))))))
(check-sat)
