// glslv output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslv
// source file: tests/glsl/cases/flow_kept_arrays.cg
//profile glslv
//program morph_targets
//semantic morph_targets.blend
//semantic morph_targets.targets
//semantic morph_targets.modelViewProj
//semantic image
//var float4 blend :  : _blend1 : 5 : 1
//var int targets :  : _targets1 : 6 : 1
//var float4x4 modelViewProj :  : _modelViewProj1[0], 4 : 7 : 1
//var float4 position : $vin.POSITION : ATTR0 : 0 : 1
//var float4 offset0 : $vin.TEXCOORD0 : ATTR8 : 1 : 1
//var float4 offset1 : $vin.TEXCOORD1 : ATTR9 : 2 : 1
//var float4 offset2 : $vin.TEXCOORD2 : ATTR10 : 3 : 1
//var float4 offset3 : $vin.TEXCOORD3 : ATTR11 : 4 : 1
//var float4 color : $vout.COLOR0 : COL0 : 8 : 1
//var float4 morph_targets : $vout.POSITION : HPOS : -1 : 1

#version 110

uniform vec4 _blend1;
uniform int _targets1;
uniform vec4 _modelViewProj1[4];

// main procedure, the original name was morph_targets
void main()
{
    vec4 i0 = gl_Vertex;
    vec4 i1 = gl_MultiTexCoord0;
    vec4 i2 = gl_MultiTexCoord1;
    vec4 i3 = gl_MultiTexCoord2;
    vec4 i4 = gl_MultiTexCoord3;
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t4 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t6 = vec4(0.0);
    vec4 t8 = vec4(0.0);
    vec4 t10 = vec4(0.0);
    vec4 t12 = vec4(0.0);
    vec4 t14 = vec4(0.0);
    vec4 t16 = vec4(0.0);
    vec4 t18 = vec4(0.0);
    vec4 t19 = vec4(0.0);
    vec4 t29 = vec4(0.0);
    vec4 t31 = vec4(0.0);
    vec4 t33 = vec4(0.0);
    vec4 t36 = vec4(0.0);
    vec4 t41 = vec4(0.0);
    vec4 t42 = vec4(0.0);
    vec4 t44 = vec4(0.0);
    vec4 t46 = vec4(0.0);
    vec4 t52 = vec4(0.0);
    vec4 t54 = vec4(0.0);
    vec4 o0 = vec4(0.0);
    vec4 o1 = vec4(0.0);

    t1 = i1;
    t2 = i2;
    t3 = i3;
    t4 = i4;
    t5 = i0;
    t6.x = 0.0;
    t0.x = float(0.0 < float(_targets1));
    if (t0.x != 0.0) {
        for (;;) {
            t52 = vec4(equal(t6.xxxx, vec4(2.0, 1.0, 0.0, 3.0)));
            t8.x = (-t52.x) < 0.0 ? _blend1.z : _blend1.w;
            t10.x = (-t52.y) < 0.0 ? _blend1.y : t8.x;
            t12.x = (-t52.z) < 0.0 ? _blend1.x : t10.x;
            t14 = vec4((-t52.x) < 0.0 ? t3.x : t4.x, (-t52.x) < 0.0 ? t3.y : t4.y, (-t52.x) < 0.0 ? t3.z : t4.z, (-t52.x) < 0.0 ? t3.w : t4.w);
            t16 = vec4((-t52.y) < 0.0 ? t2.x : t14.x, (-t52.y) < 0.0 ? t2.y : t14.y, (-t52.y) < 0.0 ? t2.z : t14.z, (-t52.y) < 0.0 ? t2.w : t14.w);
            t18 = vec4((-t52.z) < 0.0 ? t1.x : t16.x, (-t52.z) < 0.0 ? t1.y : t16.y, (-t52.z) < 0.0 ? t1.z : t16.z, (-t52.z) < 0.0 ? t1.w : t16.w);
            t19 = t18 * t12.xxxx;
            t1 = vec4((-t52.z) < 0.0 ? t19.x : t1.x, (-t52.z) < 0.0 ? t19.y : t1.y, (-t52.z) < 0.0 ? t19.z : t1.z, (-t52.z) < 0.0 ? t19.w : t1.w);
            t2 = vec4((-t52.y) < 0.0 ? t19.x : t2.x, (-t52.y) < 0.0 ? t19.y : t2.y, (-t52.y) < 0.0 ? t19.z : t2.z, (-t52.y) < 0.0 ? t19.w : t2.w);
            t3 = vec4((-t52.x) < 0.0 ? t19.x : t3.x, (-t52.x) < 0.0 ? t19.y : t3.y, (-t52.x) < 0.0 ? t19.z : t3.z, (-t52.x) < 0.0 ? t19.w : t3.w);
            t4 = vec4((-t52.w) < 0.0 ? t19.x : t4.x, (-t52.w) < 0.0 ? t19.y : t4.y, (-t52.w) < 0.0 ? t19.z : t4.z, (-t52.w) < 0.0 ? t19.w : t4.w);
            t29.xyz = vec3((-t52.x) < 0.0 ? t3.x : t4.x, (-t52.x) < 0.0 ? t3.y : t4.y, (-t52.x) < 0.0 ? t3.z : t4.z);
            t31.xyz = vec3((-t52.y) < 0.0 ? t2.x : t29.x, (-t52.y) < 0.0 ? t2.y : t29.y, (-t52.y) < 0.0 ? t2.z : t29.z);
            t33.xyz = vec3((-t52.z) < 0.0 ? t1.x : t31.x, (-t52.z) < 0.0 ? t1.y : t31.y, (-t52.z) < 0.0 ? t1.z : t31.z);
            t5.xyz = t5.xyz + t33.xyz;
            t6.x = t6.x + 1.0;
            t36.x = float(t6.x < float(_targets1));
            if (t36.x == 0.0) {
                break;
            }
        }
    }
    t41.x = float(_targets1) + (-1.0);
    t42.x = (-float(_targets1)) < 0.0 ? t41.x : 0.0;
    t54.xyz = vec3(equal(t42.xxx, vec3(2.0, 1.0, 0.0)));
    t44 = vec4((-t54.x) < 0.0 ? t3.x : t4.x, (-t54.x) < 0.0 ? t3.y : t4.y, (-t54.x) < 0.0 ? t3.z : t4.z, (-t54.x) < 0.0 ? t3.w : t4.w);
    t46 = vec4((-t54.y) < 0.0 ? t2.x : t44.x, (-t54.y) < 0.0 ? t2.y : t44.y, (-t54.y) < 0.0 ? t2.z : t44.z, (-t54.y) < 0.0 ? t2.w : t44.w);
    o0 = vec4((-t54.z) < 0.0 ? t1.x : t46.x, (-t54.z) < 0.0 ? t1.y : t46.y, (-t54.z) < 0.0 ? t1.z : t46.z, (-t54.z) < 0.0 ? t1.w : t46.w);
    o1.x = dot(_modelViewProj1[0], t5);
    o1.y = dot(_modelViewProj1[1], t5);
    o1.z = dot(_modelViewProj1[2], t5);
    o1.w = dot(_modelViewProj1[3], t5);
    gl_FrontColor = o0;
    gl_Position = o1;
}
