; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, smul_dist_add, smul_mul
; z3 rlimit used: 113112
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x50 (mul Y X)))
 (let ((?x49 (mul X Y)))
 (let (($x51 (= ?x49 ?x50)))
 (let (($x46 (= (dim X 5) (dim Y 5))))
 (let (($x47 (=> (> (- (rank X) 0) 5) $x46)))
 (let (($x40 (= (dim X 4) (dim Y 4))))
 (let (($x41 (=> (> (- (rank X) 0) 4) $x40)))
 (let (($x34 (= (dim X 3) (dim Y 3))))
 (let (($x35 (=> (> (- (rank X) 0) 3) $x34)))
 (let (($x28 (= (dim X 2) (dim Y 2))))
 (let (($x29 (=> (> (- (rank X) 0) 2) $x28)))
 (let (($x22 (= (dim X 1) (dim Y 1))))
 (let (($x23 (=> (> (- (rank X) 0) 1) $x22)))
 (let (($x16 (= (dim X 0) (dim Y 0))))
 (let (($x17 (=> (> (- (rank X) 0) 0) $x16)))
 (let ((?x10 (rank X)))
 (let ((?x11 (- ?x10 0)))
 (let (($x12 (= (- (rank Y) 0) ?x11)))
 (=> (and $x12 $x17 $x23 $x29 $x35 $x41 $x47) $x51))))))))))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x97 (smul Y S)))
 (let ((?x98 (add (smul X S) ?x97)))
 (let ((?x84 (smul (add X Y) S)))
 (let (($x99 (= ?x84 ?x98)))
 (let (($x46 (= (dim X 5) (dim Y 5))))
 (let (($x47 (=> (> (- (rank X) 0) 5) $x46)))
 (let (($x40 (= (dim X 4) (dim Y 4))))
 (let (($x41 (=> (> (- (rank X) 0) 4) $x40)))
 (let (($x34 (= (dim X 3) (dim Y 3))))
 (let (($x35 (=> (> (- (rank X) 0) 3) $x34)))
 (let (($x28 (= (dim X 2) (dim Y 2))))
 (let (($x29 (=> (> (- (rank X) 0) 2) $x28)))
 (let (($x22 (= (dim X 1) (dim Y 1))))
 (let (($x23 (=> (> (- (rank X) 0) 1) $x22)))
 (let (($x16 (= (dim X 0) (dim Y 0))))
 (let (($x17 (=> (> (- (rank X) 0) 0) $x16)))
 (let ((?x10 (rank X)))
 (let ((?x11 (- ?x10 0)))
 (let (($x12 (= (- (rank Y) 0) ?x11)))
 (let (($x75 (= (rank S) 0)))
 (let (($x81 (and $x75 $x12 $x17 $x23 $x29 $x35 $x41 $x47)))
 (=> $x81 $x99)))))))))))))))))))))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x97 (smul Y S)))
 (let ((?x108 (mul X ?x97)))
 (let ((?x49 (mul X Y)))
 (let ((?x104 (smul ?x49 S)))
 (let (($x109 (= ?x104 ?x108)))
 (let (($x46 (= (dim X 5) (dim Y 5))))
 (let (($x47 (=> (> (- (rank X) 0) 5) $x46)))
 (let (($x40 (= (dim X 4) (dim Y 4))))
 (let (($x41 (=> (> (- (rank X) 0) 4) $x40)))
 (let (($x34 (= (dim X 3) (dim Y 3))))
 (let (($x35 (=> (> (- (rank X) 0) 3) $x34)))
 (let (($x28 (= (dim X 2) (dim Y 2))))
 (let (($x29 (=> (> (- (rank X) 0) 2) $x28)))
 (let (($x22 (= (dim X 1) (dim Y 1))))
 (let (($x23 (=> (> (- (rank X) 0) 1) $x22)))
 (let (($x16 (= (dim X 0) (dim Y 0))))
 (let (($x17 (=> (> (- (rank X) 0) 0) $x16)))
 (let ((?x10 (rank X)))
 (let ((?x11 (- ?x10 0)))
 (let (($x12 (= (- (rank Y) 0) ?x11)))
 (let (($x75 (= (rank S) 0)))
 (let (($x81 (and $x75 $x12 $x17 $x23 $x29 $x35 $x41 $x47)))
 (=> $x81 $x109))))))))))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_s1) 0))
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
 (= (rank (mul in_i2 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x150 (smul in_i1 in_s1)))
 (let ((?x161 (mul in_i2 ?x150)))
 (let ((?x172 (add ?x150 ?x161)))
 (= (rank ?x172) 4)))))
(assert
 (let ((?x150 (smul in_i1 in_s1)))
 (let ((?x161 (mul in_i2 ?x150)))
 (let ((?x172 (add ?x150 ?x161)))
 (= (dim ?x172 0) sym_n)))))
(assert
 (let ((?x150 (smul in_i1 in_s1)))
 (let ((?x161 (mul in_i2 ?x150)))
 (let ((?x172 (add ?x150 ?x161)))
 (= (dim ?x172 1) sym_c)))))
(assert
 (let ((?x150 (smul in_i1 in_s1)))
 (let ((?x161 (mul in_i2 ?x150)))
 (let ((?x172 (add ?x150 ?x161)))
 (= (dim ?x172 2) sym_h)))))
(assert
 (let ((?x150 (smul in_i1 in_s1)))
 (let ((?x161 (mul in_i2 ?x150)))
 (let ((?x172 (add ?x150 ?x161)))
 (= (dim ?x172 3) sym_w)))))
(assert
 (= (rank (mul in_i1 in_i2)) 4))
(assert
 (= (dim (mul in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (add in_i1 (mul in_i1 in_i2))) 4))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 0) sym_n))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 3) sym_w))
(assert
 (= (rank (smul (add in_i1 (mul in_i1 in_i2)) in_s1)) 4))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 0) sym_n))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 1) sym_c))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 2) sym_h))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 3) sym_w))
(assert
 (let ((?x183 (mul in_i1 in_i2)))
(let ((?x194 (add in_i1 ?x183)))
(let ((?x205 (smul ?x194 in_s1)))
(let ((?x150 (smul in_i1 in_s1)))
(let ((?x161 (mul in_i2 ?x150)))
(let ((?x172 (add ?x150 ?x161)))
(and (distinct ?x172 ?x205) true))))))))
(check-sat)
