; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, smul_concat, smul_mul
; z3 rlimit used: 112063
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun rank (T) Int)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x22 (concat ax (smul A S) (smul B S))))
 (let ((?x19 (smul (concat ax A B) S)))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x16 (and (>= (rank A) 1) (>= (rank B) 1) (= (rank S) 0))))
 (=> $x16 $x23))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x89 (mul Y X)))
 (let ((?x88 (mul X Y)))
 (let (($x90 (= ?x88 ?x89)))
 (let (($x85 (= (dim X 5) (dim Y 5))))
 (let (($x86 (=> (> (- (rank X) 0) 5) $x85)))
 (let (($x79 (= (dim X 4) (dim Y 4))))
 (let (($x80 (=> (> (- (rank X) 0) 4) $x79)))
 (let (($x73 (= (dim X 3) (dim Y 3))))
 (let (($x74 (=> (> (- (rank X) 0) 3) $x73)))
 (let (($x67 (= (dim X 2) (dim Y 2))))
 (let (($x68 (=> (> (- (rank X) 0) 2) $x67)))
 (let (($x61 (= (dim X 1) (dim Y 1))))
 (let (($x62 (=> (> (- (rank X) 0) 1) $x61)))
 (let (($x56 (= (dim X 0) (dim Y 0))))
 (let (($x57 (=> (> (- (rank X) 0) 0) $x56)))
 (let ((?x13 (rank X)))
 (let ((?x51 (- ?x13 0)))
 (let (($x52 (= (- (rank Y) 0) ?x51)))
 (=> (and $x52 $x57 $x62 $x68 $x74 $x80 $x86) $x90))))))))))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x100 (mul X (smul Y S))))
 (let ((?x88 (mul X Y)))
 (let ((?x97 (smul ?x88 S)))
 (let (($x106 (= ?x97 ?x100)))
 (let (($x85 (= (dim X 5) (dim Y 5))))
 (let (($x86 (=> (> (- (rank X) 0) 5) $x85)))
 (let (($x79 (= (dim X 4) (dim Y 4))))
 (let (($x80 (=> (> (- (rank X) 0) 4) $x79)))
 (let (($x73 (= (dim X 3) (dim Y 3))))
 (let (($x74 (=> (> (- (rank X) 0) 3) $x73)))
 (let (($x67 (= (dim X 2) (dim Y 2))))
 (let (($x68 (=> (> (- (rank X) 0) 2) $x67)))
 (let (($x61 (= (dim X 1) (dim Y 1))))
 (let (($x62 (=> (> (- (rank X) 0) 1) $x61)))
 (let (($x56 (= (dim X 0) (dim Y 0))))
 (let (($x57 (=> (> (- (rank X) 0) 0) $x56)))
 (let ((?x13 (rank X)))
 (let ((?x51 (- ?x13 0)))
 (let (($x52 (= (- (rank Y) 0) ?x51)))
 (let ((?x10 (rank S)))
 (let (($x109 (= ?x10 0)))
 (=> (and $x109 $x52 $x57 $x62 $x68 $x74 $x80 $x86) $x106)))))))))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (let ((?x159 (smul in_i1 in_s1)))
 (let ((?x170 (mul in_i2 ?x159)))
 (let ((?x181 (concat 0 ?x159 ?x170)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x185 (* 2 sym_n)))
 (let ((?x159 (smul in_i1 in_s1)))
 (let ((?x170 (mul in_i2 ?x159)))
 (let ((?x181 (concat 0 ?x159 ?x170)))
 (let ((?x184 (dim ?x181 0)))
 (= ?x184 ?x185)))))))
(assert
 (let ((?x159 (smul in_i1 in_s1)))
 (let ((?x170 (mul in_i2 ?x159)))
 (let ((?x181 (concat 0 ?x159 ?x170)))
 (= (dim ?x181 1) sym_c)))))
(assert
 (let ((?x159 (smul in_i1 in_s1)))
 (let ((?x170 (mul in_i2 ?x159)))
 (let ((?x181 (concat 0 ?x159 ?x170)))
 (= (dim ?x181 2) sym_h)))))
(assert
 (let ((?x159 (smul in_i1 in_s1)))
 (let ((?x170 (mul in_i2 ?x159)))
 (let ((?x181 (concat 0 ?x159 ?x170)))
 (= (dim ?x181 3) sym_w)))))
(assert
 (let ((?x185 (* 2 sym_n)))
 (>= ?x185 0)))
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
 (= (rank (concat 0 in_i1 (mul in_i1 in_i2))) 4))
(assert
 (let ((?x185 (* 2 sym_n)))
 (let ((?x194 (mul in_i1 in_i2)))
 (let ((?x205 (concat 0 in_i1 ?x194)))
 (let ((?x208 (dim ?x205 0)))
 (= ?x208 ?x185))))))
(assert
 (= (dim (concat 0 in_i1 (mul in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (mul in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (mul in_i1 in_i2)) 3) sym_w))
(assert
 (= (rank (smul (concat 0 in_i1 (mul in_i1 in_i2)) in_s1)) 4))
(assert
 (let ((?x185 (* 2 sym_n)))
 (let ((?x194 (mul in_i1 in_i2)))
 (let ((?x205 (concat 0 in_i1 ?x194)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x219 (dim ?x216 0)))
 (= ?x219 ?x185)))))))
(assert
 (let ((?x194 (mul in_i1 in_i2)))
 (let ((?x205 (concat 0 in_i1 ?x194)))
 (let ((?x216 (smul ?x205 in_s1)))
 (= (dim ?x216 1) sym_c)))))
(assert
 (let ((?x194 (mul in_i1 in_i2)))
 (let ((?x205 (concat 0 in_i1 ?x194)))
 (let ((?x216 (smul ?x205 in_s1)))
 (= (dim ?x216 2) sym_h)))))
(assert
 (let ((?x194 (mul in_i1 in_i2)))
 (let ((?x205 (concat 0 in_i1 ?x194)))
 (let ((?x216 (smul ?x205 in_s1)))
 (= (dim ?x216 3) sym_w)))))
(assert
 (let ((?x194 (mul in_i1 in_i2)))
(let ((?x205 (concat 0 in_i1 ?x194)))
(let ((?x216 (smul ?x205 in_s1)))
(let ((?x159 (smul in_i1 in_s1)))
(let ((?x170 (mul in_i2 ?x159)))
(let ((?x181 (concat 0 ?x159 ?x170)))
(and (distinct ?x181 ?x216) true))))))))
(check-sat)
